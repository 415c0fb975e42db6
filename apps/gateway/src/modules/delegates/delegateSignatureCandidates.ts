import { getDelegateHashPreimage, getDelegateTotp, hashDelegate } from '@coffer/safe'
import { type Address, type Hex, hashMessage, keccak256, stringToBytes } from 'viem'

/** A hash a delegation signature may have signed, and what a legacy EIP-1271 contract is asked about instead. */
export type DelegateSignatureCandidate = { hash: Hex; preimage: Hex }

/**
 * The hashes the transaction service accepts for a v2 delegate signature (`DelegateSignatureHelperV2`): the
 * EIP-712 `Delegate { delegateAddress, totp }` of this hour window or the previous one, in the domain
 * `{ name: "Safe Transaction Service", version: "1.0", chainId }` or the same domain without `chainId`.
 */
export function delegateSignatureCandidates({
  chainId,
  delegate,
  now,
}: {
  chainId: number
  delegate: Address
  now: number
}): DelegateSignatureCandidate[] {
  const totp = getDelegateTotp(now)
  return [totp, totp - 1n].flatMap((window) =>
    [chainId, undefined].map((domainChainId) => {
      const parameters = { chainId: domainChainId, delegate, totp: window }
      return { hash: hashDelegate(parameters), preimage: getDelegateHashPreimage(parameters) }
    }),
  )
}

/**
 * The hashes the transaction service accepts for a v1 (deprecated) delegate signature
 * (`DelegateSignatureHelper.calculate_all_possible_hashes`): the message is the checksummed delegate address
 * followed by the decimal hour window (this one or the previous), e.g.
 * `0x132512f995866CcE1b0092384A6118EDaF4508Ff440771`, and what is signed is its keccak, or its EIP-191
 * (`personal_sign`) hash. A legacy EIP-1271 contract is asked about the hash itself.
 */
export function legacyDelegateSignatureCandidates({
  delegate,
  now,
}: {
  delegate: Address
  now: number
}): DelegateSignatureCandidate[] {
  const totp = getDelegateTotp(now)
  return [totp, totp - 1n].flatMap((window) => {
    const message = `${delegate}${window.toString()}`
    return [keccak256(stringToBytes(message)), hashMessage(message)].map((hash) => ({ hash, preimage: hash }))
  })
}
