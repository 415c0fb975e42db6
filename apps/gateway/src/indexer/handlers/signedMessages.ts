import { lowerHex } from '../rangeContext.ts'
import type { SafeEventHandler } from './rangeHandler.ts'

/** SignMsg: a message hash the Safe signed on chain through SignMessageLib. */
export const signedMessages: SafeEventHandler = {
  events: ['SignMsg'],
  handle({ input, writes, change, timestampOf }, event, log) {
    if (event.eventName !== 'SignMsg') return
    const safe = log.address
    writes.signedMessages.push({
      chain_id: input.chainId,
      block_number: log.blockNumber,
      log_index: log.logIndex,
      safe,
      message_hash: lowerHex(event.args.msgHash),
      tx_hash: log.transactionHash,
      signed_at: timestampOf(log),
    })
    change(safe, 'messages')
  },
}
