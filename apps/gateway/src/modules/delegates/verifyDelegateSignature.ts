import { type RecoverAddress, SafeSignatureError, splitSafeSignatures } from '@coffer/safe'
import { type Address, type Hex, isAddressEqual, zeroAddress } from 'viem'
import { recoverAddressNative } from '../../chain/recoverAddressNative.ts'
import {
  invalidKeySignatureV,
  type SignatureChainReader,
  verifySafeSignatures,
} from '../../safe-chain/verifySafeSignatures.ts'
import type { DelegateSignatureCandidate } from './delegateSignatureCandidates.ts'

export type VerifyDelegateSignatureResult =
  | { ok: true; signer: Address }
  /** `malformed`: not one well-formed signature at all; `mismatch`: a signature, but of none of `signers` over any candidate. */
  | { ok: false; code: 'malformed' | 'mismatch'; reason: string }

/**
 * Whether `signature` is one of `signers`' signature over one of the candidate hashes, as the transaction
 * service checks a delegation: exactly one part, of an owner's key (ECDSA over the hash, or eth_sign of it)
 * or of a contract (EIP-1271 `isValidSignature`, asked on chain; a Safe owning the Safe signs this way).
 * A pre-approved hash proves nothing here: there is no Safe transaction whose hash an owner approved.
 */
/** `isValidSignature(bytes32, bytes)` (Safe 1.5.0 on), then the legacy `isValidSignature(bytes, bytes)`. */
const contractSignatureForms = ['1.5.0', '1.4.1'] as const
/** For an ECDSA or eth_sign part the version does not matter. */
const ownerKeyForm = '1.4.1'

export async function verifyDelegateSignature({
  client,
  signature,
  candidates,
  signers,
  recover = recoverAddressNative,
}: {
  client: SignatureChainReader
  signature: Hex
  candidates: readonly DelegateSignatureCandidate[]
  signers: readonly Address[]
  recover?: RecoverAddress
}): Promise<VerifyDelegateSignatureResult> {
  let parts: ReturnType<typeof splitSafeSignatures>
  try {
    parts = splitSafeSignatures(signature)
  } catch (error) {
    if (error instanceof SafeSignatureError)
      return { ok: false, code: 'malformed', reason: `Signature is not valid: ${error.message}` }
    throw error
  }
  const [part] = parts
  if (!part) return { ok: false, code: 'malformed', reason: 'Signature is not valid' }
  if (parts.length > 1)
    return { ok: false, code: 'malformed', reason: 'More than one signatures detected, just one is expected' }
  if (part.type === 'APPROVED_HASH')
    return {
      ok: false,
      code: 'malformed',
      reason: 'An approved-hash signature cannot sign a delegation: sign the EIP-712 Delegate',
    }
  const badV = invalidKeySignatureV(part)
  if (badV) return { ok: false, code: 'malformed', reason: badV }
  const isSigner = (address: Address) => signers.some((signer) => isAddressEqual(signer, address))
  // A contract names itself: when it is none of the signers, no chain call can change the answer.
  if (part.owner && !isSigner(part.owner))
    return { ok: false, code: 'mismatch', reason: `${part.owner} is not one of the expected signers` }

  // The transaction service asks a contract delegator both EIP-1271 forms; the verifier picks the form
  // by Safe version, so one version stands for each form.
  const versions = part.type === 'CONTRACT_SIGNATURE' ? contractSignatureForms : [ownerKeyForm]
  for (const { hash, preimage } of candidates) {
    for (const version of versions) {
      const result = await verifySafeSignatures({
        client,
        // Read only for approved hashes, refused above.
        safe: part.owner ?? zeroAddress,
        version,
        hash,
        preimage,
        signatures: signature,
        signers,
        maxParts: 1,
        recover,
      })
      // A key's signature over another candidate (the previous hour) recovers to someone else: try the next.
      const signer = result.ok ? result.signatures[0]?.owner : undefined
      if (signer && isSigner(signer)) return { ok: true, signer }
    }
  }
  return { ok: false, code: 'mismatch', reason: 'The signature is not one of the expected signers' }
}
