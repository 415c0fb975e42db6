import { readFile } from 'node:fs/promises'
import { importPKCS8, SignJWT } from 'jose'
import { z } from 'zod'
import { parseRetryAfter } from './parseRetryAfter.ts'
import type { PushSendResult } from './sendWebPush.ts'

/** The fields of a Google service-account JSON key that FCM's HTTP v1 API needs. */
const ServiceAccountSchema = z.object({
  project_id: z.string().regex(/^[a-z0-9-]{1,64}$/, { message: 'Expected a Firebase project id' }),
  private_key_id: z.string().optional(),
  private_key: z.string().includes('PRIVATE KEY', { message: 'Expected a PEM private key' }),
  client_email: z.string().min(1),
  token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
})
export type ServiceAccount = z.infer<typeof ServiceAccountSchema>

const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
})

const FcmErrorSchema = z.object({
  error: z.object({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z.array(z.object({ errorCode: z.string().optional() }).loose()).optional(),
  }),
})

const messagingScope = 'https://www.googleapis.com/auth/firebase.messaging'

/** Reads and checks the operator's service-account file; a readable error names what is wrong. */
export async function readServiceAccount(file: string): Promise<ServiceAccount> {
  let json: unknown
  try {
    json = JSON.parse(await readFile(file, 'utf8'))
  } catch (cause) {
    throw new Error(`Cannot read the FCM service account ${file} as JSON`, { cause })
  }
  const parsed = ServiceAccountSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(
      `The FCM service account ${file} is not a service-account key (${issue?.path.join('.')}: ${issue?.message})`,
    )
  }
  return parsed.data
}

export type FcmMessage = { title: string; body: string; data: Record<string, string> }

export type FcmClient = { send(token: string, message: FcmMessage): Promise<PushSendResult> }

/**
 * FCM's HTTP v1 API with a service account: an OAuth2 access token from the JWT-bearer grant (RFC 7523,
 * signed RS256 with the account's key), kept until a minute before it expires, then
 * `POST /v1/projects/{id}/messages:send`.
 */
export function createFcmClient({
  serviceAccount,
  baseUrl,
  timeoutMs,
  now,
  fetch: fetchImpl = fetch,
}: {
  serviceAccount: ServiceAccount
  baseUrl: string
  timeoutMs: number
  now: () => number
  fetch?: typeof fetch
}): FcmClient {
  let cached: { token: string; expiresAt: number } | undefined
  let pending: Promise<string> | undefined

  async function requestAccessToken(): Promise<string> {
    const key = await importPKCS8(serviceAccount.private_key, 'RS256')
    const issuedAt = Math.floor(now() / 1000)
    const assertion = await new SignJWT({ scope: messagingScope })
      .setProtectedHeader({
        alg: 'RS256',
        typ: 'JWT',
        ...(serviceAccount.private_key_id ? { kid: serviceAccount.private_key_id } : {}),
      })
      .setIssuer(serviceAccount.client_email)
      .setAudience(serviceAccount.token_uri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key)
    const response = await fetchImpl(serviceAccount.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`The token endpoint answered ${response.status}`)
    const parsed = TokenResponseSchema.safeParse(await response.json())
    if (!parsed.success) throw new Error('The token endpoint answered without an access token')
    cached = { token: parsed.data.access_token, expiresAt: now() + (parsed.data.expires_in - 60) * 1000 }
    return parsed.data.access_token
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token
    // Concurrent deliveries share one token request.
    pending ??= requestAccessToken().finally(() => {
      pending = undefined
    })
    return pending
  }

  return {
    async send(token, message) {
      let bearer: string
      try {
        bearer = await accessToken()
      } catch (error) {
        return { kind: 'retry', reason: `No FCM access token: ${errorText(error)}` }
      }
      const url = `${baseUrl}/v1/projects/${encodeURIComponent(serviceAccount.project_id)}/messages:send`
      let response: Response
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token,
              notification: { title: message.title, body: message.body },
              data: message.data,
            },
          }),
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        return { kind: 'retry', reason: `FCM is unreachable: ${errorText(error)}` }
      }
      const status = response.status
      if (status === 200) {
        await response.body?.cancel()
        return { kind: 'delivered' }
      }
      const error = FcmErrorSchema.safeParse(await response.json().catch(() => null))
      const code =
        (error.success &&
          (error.data.error.details?.find((detail) => detail.errorCode)?.errorCode ??
            error.data.error.status)) ||
        String(status)
      const reason = `FCM answered ${status} ${code}`
      if (status === 404 || code === 'UNREGISTERED') return { kind: 'gone', reason }
      if (status === 401) {
        // The token was revoked or expired early: the next try fetches a new one.
        cached = undefined
        return { kind: 'retry', reason }
      }
      if (status === 429 || status >= 500) {
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now())
        return { kind: 'retry', reason, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) }
      }
      return { kind: 'failed', reason }
    },
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
