import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { parseCursor, toCursorUrl } from '../../http/paging.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import {
  QueueBadGatewaySchema,
  type QueuePage,
  QueuePageSchema,
  QueueQuerySchema,
  SafeParamsSchema,
} from './queue.schema.ts'
import { getQueue } from './queue.service.ts'
import { QueueIntegrityError } from './verifyQueuedTransactions.ts'

export function queueRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  // Browsers poll the queue; it changes only when the Safe does (proposals, confirmations and executions
  // are all announced on the change bus), so a poll between changes is a map lookup.
  const pages = createSafeScopedCache<QueuePage>(deps.changes)
  app.addHook('onClose', async () => pages.close())

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/transactions/queued',
    {
      schema: {
        tags: ['transactions'],
        summary: "A Safe's queued transactions by nonce, with Next/Queued labels and conflict headers",
        description:
          '`count` is the number of items in `results`. A stored transaction whose fields do not hash to its safeTxHash, or whose confirmation does not recover to its owner, fails the request with 502.',
        params: SafeParamsSchema,
        querystring: QueueQuerySchema,
        response: { 200: QueuePageSchema, 502: QueueBadGatewaySchema },
      },
    },
    async (request, reply) => {
      try {
        // The links are absolute URLs of the host the request came to: part of the key.
        return await pages.get(
          { chainId: Number(request.params.chainId), safe: request.params.safeAddress },
          `${request.protocol}://${request.host}${request.url}`,
          async () => {
            const { next, previous, ...page } = await getQueue(
              deps,
              { ...request.params, query: request.query },
              parseCursor(request.query.cursor),
            )
            return {
              count: page.count,
              next: toCursorUrl(request, next, deps.config.publicUrl),
              previous: toCursorUrl(request, previous, deps.config.publicUrl),
              results: page.results,
            }
          },
        )
      } catch (error) {
        if (!(error instanceof QueueIntegrityError)) throw error
        request.log.error({ err: error }, 'queued transaction failed its integrity check')
        return reply.code(502).send({ statusCode: 502, message: error.failure })
      }
    },
  )
}
