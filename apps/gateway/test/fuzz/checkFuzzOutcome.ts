import type { FuzzOutcome } from './sendFuzzRequest.ts'

/** The headers every answer must carry, errors included (http/securityHeaders.ts). */
export const requiredSecurityHeaders = ['content-security-policy', 'x-content-type-options'] as const

/**
 * What is wrong with an answer, in words (empty: nothing). Whatever a client sends, the gateway answers,
 * never with a 5xx, and always with the security headers.
 */
export function checkFuzzOutcome(outcome: FuzzOutcome): string[] {
  if (outcome.kind === 'no-response') return [`no response: ${outcome.reason}`]
  const problems: string[] = []
  if (outcome.status >= 500) problems.push(`status ${outcome.status}`)
  for (const header of requiredSecurityHeaders)
    if (outcome.headers[header] === undefined) problems.push(`no ${header} header`)
  return problems
}
