import * as z from 'zod/mini'

/** RFC 5321 caps an address at 254 characters; the gateway refuses longer ones. */
export const maxEmailLength = 254

// The gateway's own check (zod's email pattern), so what passes here passes there.
const EmailSchema = z.email()

export type EmailProblem = 'empty' | 'too_long' | 'invalid' | 'unchanged'

/**
 * What is wrong with a typed address, or null when it can be sent. `current` is the address already
 * registered: changing to it would only be refused (409).
 */
export function findEmailProblem(input: string, current?: string): EmailProblem | null {
  const email = input.trim()
  if (email === '') return 'empty'
  if (email.length > maxEmailLength) return 'too_long'
  if (!EmailSchema.safeParse(email).success) return 'invalid'
  if (current !== undefined && email.toLowerCase() === current.toLowerCase()) return 'unchanged'
  return null
}

export type CodeProblem = 'empty' | 'not_six_digits'

/** The emailed code is six digits; spaces a person copies along are dropped. */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/g, '')
}

export function findCodeProblem(input: string): CodeProblem | null {
  const code = normalizeCode(input)
  if (code === '') return 'empty'
  return /^\d{6}$/.test(code) ? null : 'not_six_digits'
}
