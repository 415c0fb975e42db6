import { recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import { type Address, type Hex, isHex } from 'viem'
import type { OwnerSignature } from './assembleSignatures.ts'

export type StoredConfirmation = { signer: Address; signature: string | null }

export type ConfirmationCheck =
  | { ok: true; value: OwnerSignature }
  | { ok: false; signer: Address; reason: 'missing' | 'unreadable' | 'wrong_signer' | 'unsupported' }

/**
 * Checks that each stored confirmation is a signature of this safeTxHash by the owner it claims, before
 * it goes into an execution: a wrong one would make the whole transaction revert (or worse, the
 * gateway could list an owner who never agreed). EOA and eth_sign are recovered; a pre-validated
 * hash cannot be checked off-chain here and contract signatures are not supported for execution.
 */
export async function checkConfirmations(
  confirmations: readonly StoredConfirmation[],
  safeTxHash: Hex,
): Promise<ConfirmationCheck[]> {
  return Promise.all(
    confirmations.map(async ({ signer, signature }): Promise<ConfirmationCheck> => {
      if (signature === null) return { ok: false, signer, reason: 'missing' }
      if (!isHex(signature)) return { ok: false, signer, reason: 'unreadable' }
      try {
        const parts = splitSafeSignatures(signature)
        const [part] = parts
        if (parts.length !== 1 || !part) return { ok: false, signer, reason: 'unreadable' }
        if (part.type !== 'EOA' && part.type !== 'ETH_SIGN')
          return { ok: false, signer, reason: 'unsupported' }
        const recovered = await recoverSafeSignatureOwner(part, safeTxHash)
        if (recovered.toLowerCase() !== signer.toLowerCase())
          return { ok: false, signer, reason: 'wrong_signer' }
        return { ok: true, value: { owner: signer, signature: part.signature } }
      } catch {
        return { ok: false, signer, reason: 'unreadable' }
      }
    }),
  )
}
