import { type SafeSignatureType, splitSafeSignatures } from '@coffer/safe'
import { type Address, hexToBigInt, isHex, size } from 'viem'

export type PreparedSignaturePart = { type: SafeSignatureType; owner: Address | undefined }

/**
 * A prepared signature (the owners' signatures as one blob, the Safe's EIP-1271 signature) read for the
 * page: its size, each owner's part, and whether the parts are in ascending owner order, as the Safe's
 * `checkSignatures` requires.
 */
export type PreparedSignatureView =
  | { ok: true; signature: `0x${string}`; bytes: number; parts: PreparedSignaturePart[]; ordered: boolean }
  | { ok: false }

export function describePreparedSignature(
  prepared: string,
  confirmations: readonly { owner: Address; signature: string }[],
): PreparedSignatureView {
  if (!isHex(prepared) || prepared.length % 2 !== 0) return { ok: false }
  let split: ReturnType<typeof splitSafeSignatures>
  try {
    split = splitSafeSignatures(prepared)
  } catch {
    return { ok: false }
  }
  if (split.length === 0) return { ok: false }
  const parts = split.map((part) => ({
    type: part.type,
    // Contract and approved-hash parts name their owner; an ECDSA part is the one an owner confirmed with.
    owner:
      part.owner ??
      confirmations.find(
        (confirmation) => confirmation.signature.toLowerCase() === part.signature.toLowerCase(),
      )?.owner,
  }))
  const owners = parts.flatMap((part) => (part.owner ? [hexToBigInt(part.owner)] : []))
  const ordered = owners.every((owner, index) => index === 0 || (owners[index - 1] ?? 0n) < owner)
  return { ok: true, signature: prepared, bytes: size(prepared), parts, ordered }
}
