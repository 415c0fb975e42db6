/**
 * Whether the connected owner's signature is the last one a transaction needs, so the review can offer
 * to sign and execute it in one wallet prompt (`execTransaction` with the stored signatures plus the
 * owner's pre-validated one). Only the Safe's next nonce can run, and only an owner who has not signed
 * adds a confirmation.
 */
export function canSignAndExecute({
  threshold,
  confirmations,
  isOwner,
  hasSigned,
  nonce,
  safeNonce,
}: {
  threshold: number
  /** Valid confirmations of current owners already stored (0 for a new transaction). */
  confirmations: number
  isOwner: boolean
  hasSigned: boolean
  nonce: number | bigint | undefined
  safeNonce: number | undefined
}): boolean {
  if (!isOwner || hasSigned || nonce === undefined || safeNonce === undefined) return false
  if (BigInt(nonce) !== BigInt(safeNonce)) return false
  return confirmations + 1 >= threshold
}
