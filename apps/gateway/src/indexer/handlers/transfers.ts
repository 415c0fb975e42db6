import { transferTopic } from '../indexerAbi.ts'
import { topicToAddress } from '../rangeContext.ts'
import type { LogHandler, SafeEventHandler } from './rangeHandler.ts'

/** An ERC-20 or ERC-721 Transfer from or to an indexed Safe (any token contract). */
export const tokenTransfer: LogHandler = {
  topic: transferTopic,
  handle({ input, writes, change, timestampOf }, log) {
    const executedAt = timestampOf(log)
    const from = topicToAddress(log.topics[1])
    const to = topicToAddress(log.topics[2])
    if (!from || !to) return
    const isErc721 = log.topics.length === 4
    // Hex lengths, not viem's size(): a log is validated hex already, and this runs for every transfer.
    if (!isErc721 && (log.topics.length !== 3 || log.data.length !== 66)) return
    const amount = isErc721 ? undefined : BigInt(log.data)
    const tokenId = isErc721 && log.topics[3] ? BigInt(log.topics[3]) : undefined
    const type = isErc721 ? 'ERC721' : 'ERC20'
    for (const safe of new Set([from, to])) {
      if (!input.safes.has(safe)) continue
      writes.transfers.push({
        chain_id: input.chainId,
        safe,
        transfer_id: `e${log.transactionHash.slice(2)}${log.logIndex}`,
        type,
        token_address: log.address,
        from,
        to,
        value: amount === undefined ? null : amount.toString(),
        token_id: tokenId === undefined ? null : tokenId.toString(),
        block_number: log.blockNumber,
        tx_hash: log.transactionHash,
        log_index: log.logIndex,
        executed_at: executedAt,
        in_safe_tx: 0,
      })
      writes.tokens.set(log.address, type)
      if (isErc721) change(safe, 'history', 'balances', 'collectibles')
      else change(safe, 'history', 'balances')
    }
  },
}

/** SafeReceived: native coin sent to a Safe. */
export const nativeTransfer: SafeEventHandler = {
  events: ['SafeReceived'],
  handle({ input, writes, change, timestampOf }, event, log) {
    if (event.eventName !== 'SafeReceived') return
    const safe = log.address
    writes.transfers.push({
      chain_id: input.chainId,
      safe,
      transfer_id: `i${log.transactionHash.slice(2)}${log.logIndex}`,
      type: 'NATIVE_COIN',
      token_address: null,
      from: event.args.sender,
      to: safe,
      value: event.args.value.toString(),
      token_id: null,
      block_number: log.blockNumber,
      tx_hash: log.transactionHash,
      log_index: log.logIndex,
      executed_at: timestampOf(log),
      in_safe_tx: 0,
    })
    change(safe, 'history', 'balances')
  },
}
