import { getAddress, isAddress } from 'viem'
import type { SiweMessage } from 'viem/siwe'
import { z } from 'zod'

/** The fields a SIWE message must carry for us; parsed, never assumed (house rule 1). */
const SiweFieldsSchema = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false })),
  domain: z.string().min(1),
  uri: z.string().min(1),
  version: z.literal('1'),
  chainId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  nonce: z.string().min(8),
  issuedAt: z.date(),
  expirationTime: z.date().optional(),
  notBefore: z.date().optional(),
  scheme: z.string().optional(),
  statement: z.string().optional(),
  requestId: z.string().optional(),
  resources: z.array(z.string()).optional(),
})

export type CheckSiweMessageParameters = {
  now: number
  /** Origins (scheme://host[:port]) the web app is served from. */
  allowedOrigins: readonly string[]
  chainIds: ReadonlySet<number>
  clockSkewMs: number
  maxValidityMs: number
}

export type CheckSiweMessageResult =
  | { ok: true; message: SiweMessage & { issuedAt: Date } }
  | { ok: false; reason: 'invalid_message' | 'validity_too_long'; details: string }

/**
 * Decides whether a parsed SIWE message may sign someone in, before any signature or nonce is looked at.
 * Pure: same message, same time, same answer. Rules, in order:
 * required fields present; the domain is the host of an allowed origin and the URI is on an allowed
 * origin (so a message signed for another site is useless here); the chain is configured; issued-at and
 * not-before are not in the future and expiry not past (each ±skew); expiry at most `maxValidityMs` ahead.
 */
export function checkSiweMessage(
  parsed: Partial<Record<keyof SiweMessage, unknown>>,
  { now, allowedOrigins, chainIds, clockSkewMs, maxValidityMs }: CheckSiweMessageParameters,
): CheckSiweMessageResult {
  const fields = SiweFieldsSchema.safeParse(parsed)
  if (!fields.success) return invalid(`Malformed field ${fields.error.issues[0]?.path.join('.')}`)
  const message = { ...fields.data, address: getAddress(fields.data.address), version: '1' as const }

  const allowedHosts = new Set(allowedOrigins.map((origin) => new URL(origin).host))
  if (!allowedHosts.has(message.domain)) return invalid(`Domain ${message.domain} is not an allowed origin`)
  if (!allowedOrigins.includes(originOf(message.uri) ?? '')) return invalid('URI is not on an allowed origin')
  if (message.scheme !== undefined && !allowedOrigins.includes(`${message.scheme}://${message.domain}`))
    return invalid('Scheme and domain are not an allowed origin')
  if (!chainIds.has(message.chainId)) return invalid(`Chain ${message.chainId} is not configured`)

  for (const [name, date] of [
    ['issuedAt', message.issuedAt],
    ['expirationTime', message.expirationTime],
    ['notBefore', message.notBefore],
  ] as const)
    if (date !== undefined && Number.isNaN(date.getTime())) return invalid(`${name} is not a valid date`)
  if (message.issuedAt.getTime() > now + clockSkewMs) return invalid('Issued in the future')
  if (message.notBefore && message.notBefore.getTime() > now + clockSkewMs) return invalid('Not valid yet')
  if (message.expirationTime && message.expirationTime.getTime() <= now - clockSkewMs)
    return invalid('Expired')
  if (message.expirationTime && message.expirationTime.getTime() > now + maxValidityMs)
    return { ok: false, reason: 'validity_too_long', details: 'Expiration beyond the maximum validity' }

  return { ok: true, message }
}

function invalid(details: string): CheckSiweMessageResult {
  return { ok: false, reason: 'invalid_message', details }
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}
