import type { Address } from 'viem'

/** What an owner should think twice about before proposing a change, though the Safe allows it. */
export type OwnerChangeWarning = 'single_signer' | 'removing_yourself'

export function ownerChangeWarnings({
  change,
  threshold,
  ownersAfter,
  connected,
}: {
  change: { kind: 'add' | 'threshold' | 'swap' } | { kind: 'remove'; owner: Address }
  /** The threshold the change leaves (unused for a swap, which keeps it). */
  threshold: number
  ownersAfter: number
  connected: Address | undefined
}): OwnerChangeWarning[] {
  const warnings: OwnerChangeWarning[] = []
  // One signature moving everything is what a multisig is there to prevent.
  if (change.kind !== 'swap' && threshold === 1 && ownersAfter > 1) warnings.push('single_signer')
  if (
    change.kind === 'remove' &&
    connected !== undefined &&
    change.owner.toLowerCase() === connected.toLowerCase()
  )
    warnings.push('removing_yourself')
  return warnings
}
