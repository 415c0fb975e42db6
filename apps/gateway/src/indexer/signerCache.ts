import { type RecoverAddress, recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import type { Address, Hex } from 'viem'
import { recoverAddressOffThread } from '../chain/recoverAddressOffThread.ts'
import { sortLogs } from './buildRangeWrites.ts'
import { decodeSafeLog } from './decodeSafeLog.ts'
import type { IndexerLog } from './readChain.ts'

export type SignerCache = {
  /** Recovery memoized by (hash, signature): the same answer as `recover`, computed once. */
  recover: RecoverAddress
  /** Starts recovering the signers of the range's L2 executions, ahead of `buildRangeWrites`. */
  warm(logs: readonly IndexerLog[], safes: ReadonlySet<Address>): void
}

/**
 * Signature recovery is most of a range's CPU time (one ECDSA recovery per owner per execution), and
 * it needs only the logs: the range starts every recovery at once (on a worker thread, see
 * recoverAddressOffThread.ts) while its blocks and transactions are still on the way and while
 * `buildRangeWrites` works, which then finds every signer in the memo. A pairing the warm-up misses (or
 * gets differently) costs a recovery later, never a different answer: the memo is keyed by its inputs.
 */
export function createSignerCache(recover: RecoverAddress = recoverAddressOffThread): SignerCache {
  const memo = new Map<string, Promise<Address>>()
  const memoized: RecoverAddress = (parameters) => {
    const key = `${parameters.hash}:${parameters.signature}`
    let owner = memo.get(key)
    if (owner === undefined) {
      owner = recover(parameters)
      // Stored, so a failed recovery fails the same way later; handled here so it is never "unhandled".
      owner.catch(() => {})
      memo.set(key, owner)
    }
    return owner
  }
  return {
    recover: memoized,
    warm(logs, safes) {
      // SafeL2 logs SafeMultiSigTransaction, then the execution's result with the safeTxHash.
      const signaturesOf = new Map<string, Hex>()
      for (const log of sortLogs(logs)) {
        if (!safes.has(log.address)) continue
        const event = decodeSafeLog(log)
        if (event?.eventName === 'SafeMultiSigTransaction')
          signaturesOf.set(`${log.address}:${log.transactionHash}`, event.args.signatures)
        else if (event?.eventName === 'ExecutionSuccess' || event?.eventName === 'ExecutionFailure') {
          const signatures = signaturesOf.get(`${log.address}:${log.transactionHash}`)
          if (signatures !== undefined) recoverAll(signatures, event.args.txHash, memoized)
        }
      }
    },
  }
}

function recoverAll(signatures: Hex, safeTxHash: Hex, recover: RecoverAddress): void {
  try {
    for (const part of splitSafeSignatures(signatures))
      recoverSafeSignatureOwner(part, safeTxHash, recover).catch(() => undefined)
  } catch {
    // Malformed signatures: buildRangeWrites skips them the same way.
  }
}
