import { checksumAddress } from '../checksumCache.ts'
import { decodeCreationInput } from '../decodeCalls.ts'
import { proxyCreationTopic } from '../indexerAbi.ts'
import { emptyToNull, nonZero, topicToAddress } from '../rangeContext.ts'
import type { LogHandler, SafeEventHandler } from './rangeHandler.ts'

/** A proxy factory's ProxyCreation of an indexed Safe: its `safes` row and first state. */
export const proxyCreation: LogHandler = {
  topic: proxyCreationTopic,
  handle({ input, writes, creationSingletons, stateOf, snapshot, change, timestampOf }, log) {
    const proxy = topicToAddress(log.topics[1])
    if (!proxy || !input.safes.has(proxy)) return
    const tx = input.transactions.get(log.transactionHash)
    const call = tx && tx.to === log.address ? decodeCreationInput(tx.input) : undefined
    writes.safes.push({
      chain_id: input.chainId,
      address: proxy,
      created_block: log.blockNumber,
      created_tx_hash: log.transactionHash,
      created_log_index: log.logIndex,
      created_at: timestampOf(log),
      creator: tx?.from ?? null,
      factory: log.address,
      singleton: creationSingletons.get(proxy) ?? null,
      setup_data: call ? emptyToNull(call.initializer) : null,
      salt_nonce: call ? call.saltNonce.toString() : null,
    })
    // Also the first state of a proxy created without an initializer (set up later, or never).
    const state = stateOf(proxy)
    state.singleton ??= creationSingletons.get(proxy) ?? null
    snapshot(proxy, log)
    change(proxy, 'safe', 'history')
  },
}

/** SafeSetup: the first owners, threshold and fallback handler. */
export const safeSetup: SafeEventHandler = {
  events: ['SafeSetup'],
  handle({ stateOf, snapshot, change }, event, log) {
    if (event.eventName !== 'SafeSetup') return
    const safe = log.address
    const state = stateOf(safe)
    state.owners = event.args.owners.map((owner) => checksumAddress(owner))
    state.threshold = Number(event.args.threshold)
    state.fallbackHandler = nonZero(event.args.fallbackHandler)
    snapshot(safe, log)
    change(safe, 'messages')
  },
}
