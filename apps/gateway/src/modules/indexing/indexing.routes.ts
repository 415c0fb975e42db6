import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { IndexingStatusSchema } from './indexing.schema.ts'
import { getIndexingStatus } from './indexing.service.ts'

export function indexingRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/chains/:chainId/about/indexing',
    {
      schema: {
        tags: ['chains'],
        summary: "How far the gateway's indexer has read a chain",
        params: ChainIdParamsSchema,
        response: { 200: IndexingStatusSchema },
      },
    },
    async (request) => getIndexingStatus(deps, request.params),
  )
}
