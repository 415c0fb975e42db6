import { hashSafeTx, type RecoverAddress, recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import { getAddress, type Hex, isAddress, isHex } from 'viem'
import type { MultisigConfirmationRow, MultisigTransactionRow } from '../../db/tables/safeData.ts'
import { parseStoredSafeTx } from '../../store/parseStoredSafeTx.ts'

/** CGW's integrity failures (gateway-contract.md §6.7): the whole queue request answers 502 with this message. */
export type QueueIntegrityFailure =
  | 'Invalid safeTxHash'
  | 'Could not calculate safeTxHash'
  | 'Invalid signature'

export class QueueIntegrityError extends Error {
  override name = 'QueueIntegrityError'
  readonly failure: QueueIntegrityFailure

  constructor(failure: QueueIntegrityFailure, details: string) {
    super(`${failure}: ${details}`)
    this.failure = failure
  }
}

/** The safeTxHash the stored fields of a transaction hash to, for the Safe's version (§6.18). */
export function recomputeSafeTxHash(
  tx: MultisigTransactionRow,
  { chainId, version }: { chainId: number; version: string },
): Hex {
  const parsed = parseStoredSafeTx(tx)
  if (!parsed.ok) throw new QueueIntegrityError('Could not calculate safeTxHash', parsed.problem)
  if (!isAddress(tx.safe, { strict: false }))
    throw new QueueIntegrityError('Could not calculate safeTxHash', `${tx.safe} is not an address`)
  return hashSafeTx({ chainId, safe: getAddress(tx.safe), version, tx: parsed.tx })
}

/**
 * What CGW checks before it shows a queued transaction: the stored fields hash to the stored safeTxHash,
 * and every stored ECDSA confirmation (EOA, eth_sign) recovers to the owner it is filed under. Approved
 * hashes and contract signatures are skipped: they name their owner and are checked on chain. A database
 * row someone edited would otherwise show owners a transaction other than the one they would execute.
 * With `version` undefined (a singleton Coffer does not list) both EIP-712 domains are tried, with and
 * without chainId (1.3.0+ and before): a tampered field matches neither. Throws `QueueIntegrityError` on
 * the first failure.
 */
export async function verifyQueuedTransactions(
  rows: readonly { tx: MultisigTransactionRow; confirmations: readonly MultisigConfirmationRow[] }[],
  { chainId, version, recover }: { chainId: number; version: string | undefined; recover: RecoverAddress },
): Promise<void> {
  for (const { tx, confirmations } of rows) {
    const candidates = (version === undefined ? ['1.3.0', '1.2.0'] : [version]).map((candidate) =>
      recomputeSafeTxHash(tx, { chainId, version: candidate }),
    )
    const hash = candidates.find((candidate) => candidate.toLowerCase() === tx.safe_tx_hash.toLowerCase())
    if (hash === undefined)
      throw new QueueIntegrityError(
        'Invalid safeTxHash',
        `${tx.safe_tx_hash} hashes to ${candidates.join(' or ')}`,
      )
    for (const confirmation of confirmations) {
      if (confirmation.signature_type !== 'EOA' && confirmation.signature_type !== 'ETH_SIGN') continue
      const signature = confirmation.signature
      if (signature === null || !(await signatureRecoversTo(signature, hash, confirmation.owner, recover)))
        throw new QueueIntegrityError('Invalid signature', `confirmation of ${confirmation.owner} on ${hash}`)
    }
  }
}

async function signatureRecoversTo(
  signature: string,
  hash: Hex,
  owner: string,
  recover: RecoverAddress,
): Promise<boolean> {
  if (!isHex(signature)) return false
  try {
    const parts = splitSafeSignatures(signature)
    if (parts.length !== 1 || !parts[0]) return false
    const signer = await recoverSafeSignatureOwner(parts[0], hash, recover)
    return signer.toLowerCase() === owner.toLowerCase()
  } catch {
    // A malformed signature recovers to nobody.
    return false
  }
}
