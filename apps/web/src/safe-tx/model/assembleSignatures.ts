import { encodeSafeSignatures, type OwnerSignature } from '@coffer/safe'
import { type Address, concatHex, type Hex, hexToNumber, numberToHex, pad, slice } from 'viem'

export type { OwnerSignature }

/**
 * A "pre-validated" signature (v = 1): the owner sending `execTransaction` approves by being
 * `msg.sender`, so no signature is needed from them (Safe `checkNSignatures`).
 */
export function preValidatedSignature(owner: Address): Hex {
  return concatHex([pad(owner, { size: 32 }), pad('0x', { size: 32 }), '0x01'])
}

export type ExecutionSignaturesResult =
  | { ok: true; signatures: Hex; usesExecutorApproval: boolean }
  | { ok: false; missing: number }

/**
 * The `signatures` bytes for `execTransaction`: one per owner, sorted by owner address ascending (the
 * Safe requires strictly increasing owners). When the stored confirmations are one short and the
 * executor is an owner who has not signed, their own approval completes it as a pre-validated part:
 * sign-and-execute in one wallet prompt. `encodeSafeSignatures` lays the parts out as the Safe reads them.
 */
export function assembleExecutionSignatures({
  confirmations,
  threshold,
  owners,
  executor,
}: {
  confirmations: readonly OwnerSignature[]
  threshold: number
  owners: readonly Address[]
  executor: Address | undefined
}): ExecutionSignaturesResult {
  const isOwner = (address: Address) => owners.some((owner) => owner.toLowerCase() === address.toLowerCase())
  const byOwner = new Map<string, OwnerSignature>()
  for (const confirmation of confirmations) {
    if (isOwner(confirmation.owner)) byOwner.set(confirmation.owner.toLowerCase(), confirmation)
  }
  let usesExecutorApproval = false
  if (
    byOwner.size < threshold &&
    executor !== undefined &&
    isOwner(executor) &&
    !byOwner.has(executor.toLowerCase())
  ) {
    byOwner.set(executor.toLowerCase(), { owner: executor, signature: preValidatedSignature(executor) })
    usesExecutorApproval = true
  }
  if (byOwner.size < threshold) return { ok: false, missing: threshold - byOwner.size }
  // Confirmations beyond the threshold are not needed and cost gas. The executor's approval is only
  // added when exactly one was missing, so it is never cut off here.
  const sorted = [...byOwner.values()]
    .sort((a, b) => (BigInt(a.owner) < BigInt(b.owner) ? -1 : 1))
    .slice(0, Math.max(threshold, 1))
  return { ok: true, signatures: encodeSafeSignatures(sorted), usesExecutorApproval }
}

/** eth_sign (personal_sign of the 32-byte hash): the Safe tells it apart from EIP-712 by v + 4. */
export function toSafeEthSignSignature(signature: Hex): Hex {
  const v = hexToNumber(slice(signature, 64, 65))
  // Some wallets answer v as 0/1 instead of 27/28.
  const adjusted = v < 27 ? v + 27 + 4 : v + 4
  return concatHex([slice(signature, 0, 64), numberToHex(adjusted, { size: 1 })])
}
