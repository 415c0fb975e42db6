import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../createDeps.ts'
import { CursorQuerySchema, parseCursor, toCursorUrl, toPageCursors } from '../../http/paging.ts'
import { ChainIdParamsSchema, ChainInfoSchema, ChainPageSchema, MasterCopiesSchema } from './chains.schema.ts'
import { getChain, getMasterCopies, listChains } from './chains.service.ts'

export function chainsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get(
    '/v1/chains',
    {
      schema: {
        tags: ['chains'],
        summary: 'List the configured chains',
        querystring: CursorQuerySchema,
        response: { 200: ChainPageSchema },
      },
    },
    async (request) => {
      const page = parseCursor(request.query.cursor)
      const { count, results } = listChains(deps, page)
      const { next, previous } = toPageCursors(page, count)
      const base = deps.config.publicUrl
      return {
        count,
        next: toCursorUrl(request, next, base),
        previous: toCursorUrl(request, previous, base),
        results,
      }
    },
  )

  r.get(
    '/v1/chains/:chainId',
    {
      schema: {
        tags: ['chains'],
        summary: 'One configured chain',
        params: ChainIdParamsSchema,
        response: { 200: ChainInfoSchema },
      },
    },
    async (request) => getChain(deps, request.params),
  )

  r.get(
    '/v1/chains/:chainId/about/master-copies',
    {
      schema: {
        tags: ['chains'],
        summary: 'Safe singletons known on a chain',
        params: ChainIdParamsSchema,
        response: { 200: MasterCopiesSchema },
      },
    },
    async (request) => getMasterCopies(deps, request.params),
  )
}
