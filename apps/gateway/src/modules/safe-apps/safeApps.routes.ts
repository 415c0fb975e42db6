import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { SafeAppsQuerySchema, SafeAppsResponseSchema } from './safeApps.schema.ts'
import { listSafeApps } from './safeApps.service.ts'

export function safeAppsRoutes(app: FastifyInstance, deps: Deps): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/chains/:chainId/safe-apps',
    {
      schema: {
        tags: ['safe-apps'],
        summary: 'The Safe Apps offered on a chain (from the configuration)',
        description:
          'A plain array, not paged. Apps with a `DOMAIN_ALLOWLIST` are left out when `clientUrl` (or `client_url`) is given and its origin is not on the list.',
        params: ChainIdParamsSchema,
        querystring: SafeAppsQuerySchema,
        response: { 200: SafeAppsResponseSchema },
      },
    },
    async (request) =>
      listSafeApps(deps, {
        chainId: request.params.chainId,
        url: request.query.url,
        clientUrl: request.query.clientUrl ?? request.query.client_url,
      }),
  )
}
