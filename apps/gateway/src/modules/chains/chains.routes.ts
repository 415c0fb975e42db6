import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { CursorQuerySchema, parseCursor, toCursorUrl, toPageCursors } from '../../http/paging.ts'
import {
  ChainIdParamsSchema,
  ChainInfoSchema,
  type ChainPage,
  ChainPageSchema,
  ChainsV2QuerySchema,
  MasterCopiesSchema,
  ServiceKeyQuerySchema,
} from './chains.schema.ts'
import { getChain, getMasterCopies, listChains } from './chains.service.ts'

export function chainsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const chainPage = (request: FastifyRequest, cursor: string | undefined): ChainPage => {
    const page = parseCursor(cursor)
    const { count, results } = listChains(deps, page)
    const { next, previous } = toPageCursors(page, count)
    const base = deps.config.publicUrl
    return {
      count,
      next: toCursorUrl(request, next, base),
      previous: toCursorUrl(request, previous, base),
      results,
    }
  }

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
    async (request) => chainPage(request, request.query.cursor),
  )

  r.get(
    '/v2/chains',
    {
      schema: {
        tags: ['chains'],
        summary: 'List the configured chains for a client (what Safe{Wallet} reads)',
        description: "The v1 list; every service key gets the chains' configured features.",
        querystring: ChainsV2QuerySchema,
        response: { 200: ChainPageSchema },
      },
    },
    async (request) => chainPage(request, request.query.cursor),
  )

  r.get(
    '/v2/chains/:chainId',
    {
      schema: {
        tags: ['chains'],
        summary: 'One configured chain for a client',
        params: ChainIdParamsSchema,
        querystring: ServiceKeyQuerySchema,
        response: { 200: ChainInfoSchema },
      },
    },
    async (request) => getChain(deps, request.params),
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
