import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../createDeps.ts'
import { NotFoundError } from '../../errors.ts'
import { SafeChangeEventSchema, SafeEventsParamsSchema } from './events.schema.ts'
import { formatEvent, pingFrame, retryFrame } from './serverSentEvents.ts'

const pingIntervalMs = 15_000
const reconnectAfterMs = 1_000

/**
 * Live updates: GET /v1/chains/{chainId}/safes/{safeAddress}/events streams a `change` event whenever the
 * indexer (or a write route) commits something about the Safe, so pages refetch at once instead of polling.
 */
export function eventsRoutes(app: FastifyInstance, deps: Deps): void {
  const open = new Set<ServerResponse>()
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
        params: SafeEventsParamsSchema,
        produces: ['text/event-stream'],
        response: { 200: SafeChangeEventSchema },
      },
    },
    async (request, reply) => {
      const chainId = Number(request.params.chainId)
      if (!deps.chains.has(chainId)) throw new NotFoundError('An error occurred')
      const { safeAddress } = request.params
      const stream = reply.raw
      reply.hijack()
      // Headers set by hooks (security headers, CORS) are kept; hijacking bypasses Fastify's own send.
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined) stream.setHeader(name, value)
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // nginx and similar proxies buffer responses unless told not to.
        'x-accel-buffering': 'no',
      })
      stream.write(retryFrame(reconnectAfterMs))
      stream.write(formatEvent('ready', { chainId: String(chainId), safeAddress }))
      open.add(stream)

      const unsubscribe = deps.changes.subscribe((change) => {
        if (change.chainId !== chainId || change.safe.toLowerCase() !== safeAddress.toLowerCase()) return
        stream.write(formatEvent('change', { chainId: String(chainId), safeAddress, kinds: change.kinds }))
      })
      const ping = setInterval(() => stream.write(pingFrame), pingIntervalMs)
      ping.unref()
      const stop = () => {
        clearInterval(ping)
        unsubscribe()
        open.delete(stream)
      }
      request.raw.once('close', stop)
      stream.once('close', stop)
    },
  )
}
