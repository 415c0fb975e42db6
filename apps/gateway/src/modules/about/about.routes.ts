import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AboutSchema, ChainAboutSchema } from './about.schema.ts'
import { getAbout, getChainAbout } from './about.service.ts'

export function aboutRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/about',
    {
      schema: {
        tags: ['about'],
        summary: 'The gateway: name, version and build',
        response: { 200: AboutSchema },
      },
    },
    async () => getAbout(),
  )

  r.get(
    '/v1/chains/:chainId/about',
    {
      schema: {
        tags: ['chains'],
        summary: 'The gateway and the transaction service of a chain (this gateway, which indexes it)',
        params: ChainIdParamsSchema,
        response: { 200: ChainAboutSchema },
      },
    },
    async (request) => getChainAbout(deps, request.params),
  )
}
