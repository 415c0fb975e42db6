import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { NotFoundError, RefusedError } from '../../errors.ts'
import { SafeChangeEventSchema, SafeEventsParamsSchema } from './events.schema.ts'
import { formatEvent, pingFrame, retryFrame } from './serverSentEvents.ts'
import { createStreamLimiter } from './streamLimiter.ts'

const pingIntervalMs = 15_000
const reconnectAfterMs = 1_000

const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx and similar proxies buffer responses unless told not to.
  'x-accel-buffering': 'no',
}

/**
 * Live updates: GET /v1/chains/{chainId}/safes/{safeAddress}/events streams a `change` event whenever the
 * indexer (or a write route) commits something about the Safe, so pages refetch at once instead of polling.
 * A client address holds at most `sseMaxStreamsPerClient` streams at once (429 past it); HEAD answers
 * the stream's headers without a stream.
 */
export function eventsRoutes(app: FastifyInstance, deps: Deps): void {
  const open = new Set<ServerResponse>()
  const maxPerClient = deps.config.sseMaxStreamsPerClient
  const limiter = createStreamLimiter(maxPerClient)
  // Streams never end by themselves: end them so that closing the server does not wait for browsers.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end()
    open.clear()
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/chains/:chainId/safes/:safeAddress/events',
    {
      schema: {
        tags: ['live'],
        summary: "Server-Sent Events about one Safe's changes",
        description:
          `At most ${maxPerClient} open streams per client address (\`sseMaxStreamsPerClient\`; behind a ` +
          'trusted proxy, the X-Forwarded-For address): past it, 429 `{ message, statusCode }`. ' +
          'HEAD answers the headers of a stream without opening one.',
        params: SafeEventsParamsSchema,
        produces: ['text/event-stream'],
        response: { 200: SafeChangeEventSchema },
      },
    },
    async (request, reply) => {
      const chainId = Number(request.params.chainId)
      if (!deps.chains.has(chainId)) throw new NotFoundError('An error occurred')
      // request.ip is the socket's address, or X-Forwarded-For's when trustProxy is on.
      const release = request.method === 'HEAD' ? () => {} : limiter.tryOpen(request.ip)
      if (release === undefined)
        throw new RefusedError(
          429,
          `Too many open event streams from this address (at most ${maxPerClient}): close one first`,
        )
      const { safeAddress } = request.params
      const stream = reply.raw
      reply.hijack()
      // Headers set by hooks (security headers, CORS) are kept; hijacking bypasses Fastify's own send.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) stream.setHeader(name, value)
      stream.writeHead(200, streamHeaders)
      // A stream sent to a HEAD would have no body and nothing to end it: the client would wait forever.
      if (request.method === 'HEAD') {
        stream.end()
        return
      }
      // A write after the end emits an 'error' (a change may be published while the server closes).
      const send = (frame: string) => {
        if (!stream.writableEnded) stream.write(frame)
      }
      send(retryFrame(reconnectAfterMs))
      send(formatEvent('ready', { chainId: String(chainId), safeAddress }))
      open.add(stream)

      const unsubscribe = deps.changes.subscribe((change) => {
        if (change.chainId !== chainId || change.safe.toLowerCase() !== safeAddress.toLowerCase()) return
        // A change of no kind only empties the gateway's caches (delegates, recovery registrations) or wakes the
        // delivery worker (an email's code): no view refetches.
        if (change.kinds.length === 0) return
        send(formatEvent('change', { chainId: String(chainId), safeAddress, kinds: change.kinds }))
      })
      const ping = setInterval(() => send(pingFrame), pingIntervalMs)
      ping.unref()
      const stop = () => {
        clearInterval(ping)
        unsubscribe()
        open.delete(stream)
        release()
      }
      request.raw.once('close', stop)
      stream.once('close', stop)
    },
  )
}
