import { type Hex, isHex } from 'viem'
import * as z from 'zod/mini'

/**
 * A signature the wallet already made but the gateway has not accepted yet (propose or confirm failed).
 * Kept per signed hash (a hash or a Safe message hash) in sessionStorage so "Try again" — even after closing the dialog or reloading —
 * re-sends it without asking the wallet again.
 */
const PendingSignatureSchema = z.object({
  signature: z.string().check(z.refine((value) => isHex(value))),
  sender: z.string(),
  kind: z.enum(['propose', 'confirm']),
})
export type PendingSignature = { signature: Hex; sender: string; kind: 'propose' | 'confirm' }

function key(hash: string): string {
  return `coffer.pendingSignature.${hash.toLowerCase()}`
}

export function savePendingSignature(hash: string, pending: PendingSignature): void {
  try {
    sessionStorage.setItem(key(hash), JSON.stringify(pending))
  } catch {
    // Storage full or disabled: the signature still lives in the dialog's state.
  }
}

export function readPendingSignature(hash: string): PendingSignature | undefined {
  try {
    const raw = sessionStorage.getItem(key(hash))
    if (raw === null) return undefined
    const parsed = PendingSignatureSchema.safeParse(JSON.parse(raw))
    if (!parsed.success || !isHex(parsed.data.signature)) return undefined
    return { signature: parsed.data.signature, sender: parsed.data.sender, kind: parsed.data.kind }
  } catch {
    return undefined
  }
}

export function clearPendingSignature(hash: string): void {
  try {
    sessionStorage.removeItem(key(hash))
  } catch {
    // Nothing to clear.
  }
}
