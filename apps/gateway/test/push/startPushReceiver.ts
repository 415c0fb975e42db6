import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import { createGuardedServer } from '@coffer/http-guard'
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose'
import { createTestPushSubscription, type TestPushSubscription } from './createTestPushSubscription.ts'
import { decryptWebPushPayload } from './decryptWebPushPayload.ts'

/** One message the receiver accepted: checked (VAPID) and decrypted (RFC 8291). */
export type ReceivedPush = {
  subscriptionId: string
  ttl: number
  urgency: string | null
  /** RFC 8030 §5.4: the message's topic, if it has one. */
  topic: string | null
  /** The VAPID public key the JWT was verified with (base64url), and its claims. */
  vapidPublicKey: string
  claims: { aud: string; exp: number; sub: string }
  /** The decrypted payload, as text. */
  text: string
}

/** How the receiver answers the next messages: a status and headers (e.g. 410, or 429 with Retry-After). */
export type PushReceiverAnswer = { status: number; headers?: Record<string, string> }

export type PushReceiver = {
  /** e.g. http://127.0.0.1:PORT — list it in COFFER_PUSH_SERVICE_ORIGINS. */
  origin: string
  /** A new browser subscription on this receiver; its `json` is a WEB device's cloudMessagingToken. */
  subscribe(): TestPushSubscription & { id: string }
  /** Messages accepted so far, in arrival order. */
  received: ReceivedPush[]
  /** Requests refused because the VAPID JWT or the encryption was wrong (should stay empty). */
  problems: string[]
  /** Every request, accepted or not (to count tries). */
  requestCount(): number
  /** Answer every following message this way (default 201) until told otherwise. */
  answerWith(answer: PushReceiverAnswer | null): void
  /** Resolves with the next accepted message. */
  next(): Promise<ReceivedPush>
  close(): Promise<void>
}

const maxBodyBytes = 8 * 1024

/**
 * A push service for tests (RFC 8030 §5) on loopback: it checks each message's VAPID authorization
 * (RFC 8292: `vapid t=<JWT>, k=<key>`, ES256 under that key, `aud` this origin, `exp` within 24 h) and
 * decrypts the body with the subscription's secrets, as a browser would. The browser tests can reuse it.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const subscriptions = new Map<string, TestPushSubscription>()
  const received: ReceivedPush[] = []
  const problems: string[] = []
  const waiters: ((push: ReceivedPush) => void)[] = []
  let answer: PushReceiverAnswer | null = null
  let requests = 0
  let origin = ''

  const server: Server = createGuardedServer(
    async (request, response, url) => {
      requests++
      const refuse = (status: number, problem: string) => {
        problems.push(problem)
        response.writeHead(status, { 'content-type': 'text/plain' }).end(problem)
      }
      const match = /^\/push\/([0-9a-f-]{36})$/.exec(url.pathname)
      const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined
      if (request.method !== 'POST' || !match?.[1] || !subscription)
        return refuse(404, `No subscription at ${request.method} ${url.pathname}`)
      const body = await readBody(request)
      if (body === undefined) return refuse(413, 'The body is too large')

      let vapid: { publicKey: string; claims: ReceivedPush['claims'] }
      try {
        vapid = await verifyVapid(request.headers.authorization, origin)
      } catch (error) {
        return refuse(401, `VAPID: ${error instanceof Error ? error.message : String(error)}`)
      }
      if (request.headers['content-encoding'] !== 'aes128gcm')
        return refuse(400, `Content-Encoding is ${request.headers['content-encoding']}, not aes128gcm`)
      const ttl = Number(request.headers.ttl)
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'No TTL header')
      let text: string
      try {
        text = decryptWebPushPayload(body, subscription).toString('utf8')
      } catch (error) {
        return refuse(400, `Decryption: ${error instanceof Error ? error.message : String(error)}`)
      }

      if (answer) {
        response.writeHead(answer.status, answer.headers ?? {}).end()
        return
      }
      const push: ReceivedPush = {
        subscriptionId: match[1],
        ttl,
        urgency: typeof request.headers.urgency === 'string' ? request.headers.urgency : null,
        topic: typeof request.headers.topic === 'string' ? request.headers.topic : null,
        vapidPublicKey: vapid.publicKey,
        claims: vapid.claims,
        text,
      }
      received.push(push)
      waiters.shift()?.(push)
      response.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end()
    },
    { headers: {}, log: { error: () => {}, info: () => {} } },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('The push receiver is not listening')
  origin = `http://127.0.0.1:${address.port}`

  return {
    origin,
    subscribe() {
      const id = randomUUID()
      const subscription = createTestPushSubscription(`${origin}/push/${id}`)
      subscriptions.set(id, subscription)
      return { ...subscription, id }
    },
    received,
    problems,
    requestCount: () => requests,
    answerWith(next) {
      answer = next
    },
    next() {
      return new Promise((resolve) => waiters.push(resolve))
    },
    close() {
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > maxBodyBytes) return undefined
    chunks.push(buffer)
  }
  return Buffer.concat(chunks)
}

/** RFC 8292 §3: `Authorization: vapid t=<JWT>, k=<P-256 public key, base64url>`. */
async function verifyVapid(
  authorization: string | undefined,
  audience: string,
): Promise<{ publicKey: string; claims: ReceivedPush['claims'] }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '')
  if (!match?.[1] || !match[2]) throw new Error(`not a vapid authorization: ${authorization}`)
  const [, token, publicKey] = match
  const point = Buffer.from(publicKey, 'base64url')
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key')
  if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('the JWT is not ES256')
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    'ES256',
  )
  const { payload } = await jwtVerify(token, key, { audience, algorithms: ['ES256'] })
  const now = Math.floor(Date.now() / 1000)
  if (typeof payload.exp !== 'number' || payload.exp > now + 24 * 60 * 60)
    throw new Error('exp is missing or more than 24 hours ahead')
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error(`sub is not a mailto: or https: URL: ${payload.sub}`)
  return { publicKey, claims: { aud: audience, exp: payload.exp, sub: payload.sub } }
}
