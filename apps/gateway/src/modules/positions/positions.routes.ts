import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { parseBooleanQuery } from '../safes/parseBooleanQuery.ts'
import { PositionsParamsSchema, PositionsQuerySchema, ProtocolsSchema } from './positions.schema.ts'
import { getPositions } from './positions.service.ts'

export function positionsRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/chains/:chainId/safes/:safeAddress/positions/:fiatCode',
    {
      schema: {
        tags: ['positions'],
        summary: "A Safe's DeFi positions by protocol: always empty, Coffer has no positions source",
        params: PositionsParamsSchema,
        querystring: PositionsQuerySchema,
        response: { 200: ProtocolsSchema },
      },
    },
    async (request) => {
      // Validated as CGW does; with nothing cached or gathered, they change nothing.
      parseBooleanQuery(request.query.refresh, false)
      parseBooleanQuery(request.query.sync, false)
      return getPositions(deps, request.params)
    },
  )
}
