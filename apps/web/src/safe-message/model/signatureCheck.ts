import type { Hex } from 'viem'

/**
 * The two forms of EIP-1271 a Safe answers through its CompatibilityFallbackHandler, and the value each
 * returns for a valid signature: `isValidSignature(bytes32,bytes)` → 0x1626ba7e, and the legacy
 * `isValidSignature(bytes,bytes)` → 0x20c13b0b.
 */
export const signatureCheckForms = ['bytes32', 'bytes'] as const
export type SignatureCheckForm = (typeof signatureCheckForms)[number]

export const eip1271MagicValues: Record<SignatureCheckForm, Hex> = {
  bytes32: '0x1626ba7e',
  bytes: '0x20c13b0b',
}

/** A settled chain read: what `isValidSignature` returned, or that the call failed (reverted, no node…). */
export type SignatureCallOutcome =
  | { status: 'success'; result: unknown }
  | { status: 'failure'; error: unknown }

export type SignatureCheck = {
  form: SignatureCheckForm
  valid: boolean
  /** Why: the magic value came back, another value did, or the call failed (which the Safe does for a bad signature). */
  reason: 'magic_value' | 'other_value' | 'call_failed'
}

/** The answer of one form, as "valid" or "not valid": a failure is an answer too, never an exception. */
export function toSignatureCheck(form: SignatureCheckForm, outcome: SignatureCallOutcome): SignatureCheck {
  if (outcome.status === 'failure') return { form, valid: false, reason: 'call_failed' }
  const valid =
    typeof outcome.result === 'string' && outcome.result.toLowerCase() === eip1271MagicValues[form]
  return { form, valid, reason: valid ? 'magic_value' : 'other_value' }
}
