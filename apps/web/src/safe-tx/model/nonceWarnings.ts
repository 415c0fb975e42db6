/** What to say about the nonce someone picked for a new transaction. */
export type NonceCheck =
  | { level: 'ok' }
  | { level: 'error'; code: 'invalid' }
  | { level: 'error'; code: 'below_current'; current: number }
  | { level: 'warning'; code: 'gap'; recommended: number }
  | { level: 'warning'; code: 'far_ahead'; recommended: number }

/** How far above the recommended nonce counts as "probably a typo". */
export const farAheadDistance = 10

/**
 * A nonce below the Safe's current one can never execute; one above the recommended leaves a gap that
 * blocks it until the transactions before it run; one far above is most likely a mistake. Reusing a
 * queued nonce (between current and recommended) is a replacement and fine.
 */
export function checkNonce(
  nonce: number,
  { current, recommended }: { current: number; recommended: number },
): NonceCheck {
  if (!Number.isSafeInteger(nonce) || nonce < 0) return { level: 'error', code: 'invalid' }
  if (nonce < current) return { level: 'error', code: 'below_current', current }
  if (nonce > recommended + farAheadDistance) return { level: 'warning', code: 'far_ahead', recommended }
  if (nonce > recommended) return { level: 'warning', code: 'gap', recommended }
  return { level: 'ok' }
}

/** Parses the nonce field: digits only. */
export function parseNonceInput(input: string): number | undefined {
  const trimmed = input.trim()
  if (!/^\d{1,15}$/.test(trimmed)) return undefined
  return Number(trimmed)
}
