import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** How long an emailed code is accepted, and how many wrong tries kill it (gateway-contract.md §16). */
export const codeLifetimeMs = 5 * 60 * 1000
export const maxCodeAttempts = 5
/** A new code is made at most this often per email; resend answers 202 either way. */
export const resendLockMs = 30 * 1000

/** Six decimal digits, zero-padded, uniformly from the CSPRNG. */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/**
 * The stored form of a code: an HMAC under the server's key, bound to the email row, so a copy of the
 * database alone does not reveal live codes (a million plain hashes would be a lookup table).
 */
export function hashVerificationCode(key: Uint8Array, emailId: number, code: string): string {
  return createHmac('sha256', key).update(`email-code:${emailId}:${code}`).digest('hex')
}

export function verificationCodeMatches(
  key: Uint8Array,
  emailId: number,
  code: string,
  storedHash: string,
): boolean {
  const actual = Buffer.from(hashVerificationCode(key, emailId, code), 'hex')
  const expected = Buffer.from(storedHash, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
