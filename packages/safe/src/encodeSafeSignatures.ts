import { type Address, concat, type Hex, numberToHex, pad, size, slice } from 'viem'

/**
 * One owner's signature part as `splitSafeSignatures` gives it: the 65-byte static part `r ‖ s ‖ v`,
 * followed for a contract signature (v = 0) by its dynamic part (32-byte length ‖ bytes).
 */
export type OwnerSignature = { owner: Address; signature: Hex }

export class EncodeSafeSignaturesError extends Error {
  override name = 'EncodeSafeSignaturesError'
}

const staticPartBytes = 65

/**
 * The `signatures` bytes a Safe's `checkSignatures` expects (gateway-contract §6.19): one part per owner,
 * in ascending owner order (the Safe requires strictly increasing owners), every static part first, then
 * the contract signatures' dynamic parts in the same order, each static part's `s` rewritten to the offset
 * of its own dynamic part. Throws `EncodeSafeSignaturesError` for a part shorter than 65 bytes, a static
 * part with trailing bytes, a contract part without its dynamic part, or one owner twice.
 */
export function encodeSafeSignatures(signatures: readonly OwnerSignature[]): Hex {
  const sorted = [...signatures].sort((a, b) => compareAddresses(a.owner, b.owner))
  sorted.forEach((part, index) => {
    const previous = sorted[index - 1]
    if (previous && compareAddresses(previous.owner, part.owner) === 0)
      throw new EncodeSafeSignaturesError(`${part.owner} signs twice`)
  })
  let dynamicOffset = sorted.length * staticPartBytes
  const statics: Hex[] = []
  const dynamics: Hex[] = []
  for (const { owner, signature } of sorted) {
    const length = size(signature)
    if (length < staticPartBytes)
      throw new EncodeSafeSignaturesError(`The signature of ${owner} is ${length} bytes, less than 65`)
    const v = slice(signature, 64, 65)
    if (v !== '0x00') {
      if (length !== staticPartBytes)
        throw new EncodeSafeSignaturesError(`The signature of ${owner} has bytes after its 65-byte part`)
      statics.push(signature)
      continue
    }
    if (length < staticPartBytes + 32)
      throw new EncodeSafeSignaturesError(`The contract signature of ${owner} lacks its dynamic part`)
    const dynamic = slice(signature, staticPartBytes)
    statics.push(concat([slice(signature, 0, 32), pad(numberToHex(dynamicOffset), { size: 32 }), '0x00']))
    dynamics.push(dynamic)
    dynamicOffset += size(dynamic)
  }
  return concat([...statics, ...dynamics])
}

function compareAddresses(a: Address, b: Address): number {
  const x = BigInt(a)
  const y = BigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}
