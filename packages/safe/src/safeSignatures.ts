import {
  type Address,
  getAddress,
  type Hex,
  hashMessage,
  hexToBigInt,
  type RecoverAddressErrorType,
  recoverAddress,
  size,
  slice,
} from 'viem'
import { versionAtLeast } from './safeTx.ts'

/** How a signature part proves an owner's consent (gateway-contract §6.19). */
export type SafeSignatureType = 'EOA' | 'ETH_SIGN' | 'APPROVED_HASH' | 'CONTRACT_SIGNATURE'

/** One owner's part of a Safe `signatures` blob, before recovery. */
export type SafeSignaturePart = {
  type: SafeSignatureType
  /** The 65-byte static part `r ‖ s ‖ v`, plus for a contract signature its dynamic part (length ‖ bytes). */
  signature: Hex
  r: Hex
  s: Hex
  v: number
  /** Contract and approved-hash signatures name their owner in `r`; ECDSA ones are recovered. */
  owner: Address | undefined
  /** For a contract signature, the bytes its owner contract is asked about: possibly none (`0x`). */
  contractSignature: Hex | undefined
}

export class SafeSignatureError extends Error {
  override name = 'SafeSignatureError'
}

const staticPartBytes = 65

/**
 * Splits concatenated Safe signatures into their parts and classifies each by `v`: 0 contract
 * (EIP-1271, `s` = offset of the dynamic part), 1 pre-approved hash, > 30 eth_sign, else plain ECDSA.
 * Trailing dynamic data is not mistaken for more parts: the count comes from the first dynamic offset.
 */
export function splitSafeSignatures(signatures: Hex): SafeSignaturePart[] {
  const total = size(signatures)
  const parts: SafeSignaturePart[] = []
  let end = total
  for (let offset = 0; offset + staticPartBytes <= end; offset += staticPartBytes) {
    const r = slice(signatures, offset, offset + 32)
    const s = slice(signatures, offset + 32, offset + 64)
    const v = Number(hexToBigInt(slice(signatures, offset + 64, offset + 65)))
    const staticPart = slice(signatures, offset, offset + staticPartBytes)
    if (v === 0) {
      const dynamicOffset = Number(hexToBigInt(s))
      if (dynamicOffset + 32 > total) throw new SafeSignatureError('Contract signature offset out of range')
      const length = Number(hexToBigInt(slice(signatures, dynamicOffset, dynamicOffset + 32)))
      if (dynamicOffset + 32 + length > total) throw new SafeSignatureError('Contract signature out of range')
      end = Math.min(end, dynamicOffset)
      const dynamicPart = slice(signatures, dynamicOffset, dynamicOffset + 32 + length)
      parts.push({
        type: 'CONTRACT_SIGNATURE',
        signature: `${staticPart}${dynamicPart.slice(2)}`,
        r,
        s,
        v,
        owner: addressFromWord(r),
        // After the length word, as text: viem's slice refuses an empty range, and no bytes is a valid answer.
        contractSignature: `0x${dynamicPart.slice(2 + 64)}`,
      })
    } else if (v === 1) {
      parts.push({
        type: 'APPROVED_HASH',
        signature: staticPart,
        r,
        s,
        v,
        owner: addressFromWord(r),
        contractSignature: undefined,
      })
    } else {
      parts.push({
        type: v > 30 ? 'ETH_SIGN' : 'EOA',
        signature: staticPart,
        r,
        s,
        v,
        owner: undefined,
        contractSignature: undefined,
      })
    }
  }
  return parts
}

/**
 * Which EIP-1271 call a Safe of `version` makes to a contract owner (`checkNSignatures`, v = 0): before
 * 1.5.0 the legacy `isValidSignature(bytes data, bytes signature)` with the hash's preimage as `data`,
 * expecting 0x20c13b0b; from 1.5.0 `isValidSignature(bytes32 hash, bytes signature)`, expecting 0x1626ba7e.
 * An owner is asked only the one its Safe will ask on execution: an answer to the other is no consent.
 */
export function getContractSignatureCall(version: string): 'legacy bytes' | 'bytes32' {
  return versionAtLeast(version, 1, 5) ? 'bytes32' : 'legacy bytes'
}

export type RecoverSafeSignatureOwnerErrorType = RecoverAddressErrorType

/** ECDSA public key recovery as an address; viem's pure-JS one by default, a native one on a server. */
export type RecoverAddress = (parameters: { hash: Hex; signature: Hex }) => Promise<Address>

/**
 * The owner a signature part stands for: named in `r` for contract and approved-hash parts, recovered
 * from `hash` (the safeTxHash or Safe message hash) for ECDSA, or from its EIP-191 form for eth_sign
 * (whose `v` is the real one + 4).
 */
export async function recoverSafeSignatureOwner(
  part: SafeSignaturePart,
  hash: Hex,
  recover: RecoverAddress = recoverAddress,
): Promise<Address> {
  if (part.owner) return part.owner
  if (part.type === 'ETH_SIGN')
    return recover({
      hash: hashMessage({ raw: hash }),
      signature: `${part.r}${part.s.slice(2)}${(part.v - 4).toString(16).padStart(2, '0')}`,
    })
  return recover({ hash, signature: part.signature })
}

function addressFromWord(word: Hex): Address {
  return getAddress(`0x${word.slice(-40)}`)
}
