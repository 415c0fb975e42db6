import { generateKeyPairSync, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { createGuardedServer } from '@coffer/http-guard'
import { jwtVerify } from 'jose'
import { z } from 'zod'

const projectId = 'coffer-test'

const SendBodySchema = z.object({
  message: z.object({
    token: z.string(),
    notification: z.object({ title: z.string(), body: z.string() }),
    data: z.record(z.string(), z.string()),
  }),
})
export type FcmSentMessage = z.infer<typeof SendBodySchema>['message']

export type FcmTestServer = {
  origin: string
  /** A service-account key whose token_uri is this server: write it where the gateway's config points. */
  serviceAccount: Record<string, string>
  sent: FcmSentMessage[]
  /** Token requests granted (the gateway should cache its access token). */
  tokenRequests(): number
  /** FCM answers 404 UNREGISTERED for these registration tokens. */
  unregistered: Set<string>
  close(): Promise<void>
}

/**
 * A stand-in for Google's OAuth2 token endpoint and FCM's HTTP v1 `messages:send` (the real ones are
 * unreachable here): it verifies the JWT-bearer assertion (RS256 under the service account's key, `iss`,
 * `aud`, `scope`) and the bearer token of each send.
 */
export async function startFcmTestServer(): Promise<FcmTestServer> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const clientEmail = `push@${projectId}.iam.gserviceaccount.com`
  const sent: FcmSentMessage[] = []
  const unregistered = new Set<string>()
  const accessTokens = new Set<string>()
  let tokenRequests = 0
  let origin = ''

  const server = createGuardedServer(
    async (request, response, url) => {
      const json = (status: number, body: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      }
      const body = await readText(request)
      if (request.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(body)
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer')
          return json(400, { error: 'unsupported_grant_type' })
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', publicKey, {
            algorithms: ['RS256'],
            issuer: clientEmail,
            audience: `${origin}/token`,
          })
          if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging')
            return json(400, { error: 'invalid_scope' })
        } catch {
          return json(400, { error: 'invalid_grant' })
        }
        tokenRequests++
        const accessToken = `ya29.${randomUUID()}`
        accessTokens.add(accessToken)
        return json(200, { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' })
      }
      if (request.method === 'POST' && url.pathname === `/v1/projects/${projectId}/messages:send`) {
        const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
        if (!bearer || !accessTokens.has(bearer))
          return json(401, { error: { code: 401, status: 'UNAUTHENTICATED' } })
        let parsed: z.infer<typeof SendBodySchema>
        try {
          parsed = SendBodySchema.parse(JSON.parse(body))
        } catch {
          return json(400, { error: { code: 400, status: 'INVALID_ARGUMENT' } })
        }
        if (unregistered.has(parsed.message.token))
          return json(404, {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              details: [
                { '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode: 'UNREGISTERED' },
              ],
            },
          })
        sent.push(parsed.message)
        return json(200, { name: `projects/${projectId}/messages/${sent.length}` })
      }
      return json(404, { error: { code: 404, status: 'NOT_FOUND' } })
    },
    { headers: {}, log: { error: () => {}, info: () => {} } },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The FCM server is not listening')
  origin = `http://127.0.0.1:${address.port}`

  return {
    origin,
    serviceAccount: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'test-key',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: clientEmail,
      token_uri: `${origin}/token`,
    },
    sent,
    tokenRequests: () => tokenRequests,
    unregistered,
    close() {
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > 64 * 1024) break
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
