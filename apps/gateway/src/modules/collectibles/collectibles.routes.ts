import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { parseCursor, toCursorUrl, toPageCursors } from '../../http/paging.ts'
import { parseBooleanQuery } from '../safes/parseBooleanQuery.ts'
import { SafeParamsSchema } from '../safes/safes.schema.ts'
import { watchUnknownSafe } from '../safes/watchUnknownSafe.ts'
import {
  CollectiblePageSchema,
  CollectiblesQuerySchema,
  CollectiblesSchema,
  LegacyCollectiblesQuerySchema,
} from './collectibles.schema.ts'
import { getAllCollectibles, getCollectiblesPage } from './collectibles.service.ts'

export function collectiblesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const collectiblesDeps = { ...deps, onUnknownSafe: watchUnknownSafe(deps) }

  r.get(
    '/v2/chains/:chainId/safes/:safeAddress/collectibles',
    {
      schema: {
        tags: ['collectibles'],
        summary: 'The NFTs (ERC-721) a Safe holds, in pages, with their metadata',
        params: SafeParamsSchema,
        querystring: CollectiblesQuerySchema,
        response: { 200: CollectiblePageSchema },
      },
    },
    async (request) => {
      const { query } = request
      parseBooleanQuery(query.exclude_spam, true)
      const page = parseCursor(query.cursor)
      const { count, results } = await getCollectiblesPage(collectiblesDeps, {
        ...request.params,
        trusted: parseBooleanQuery(query.trusted, false),
        page,
      })
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
    '/v1/chains/:chainId/safes/:safeAddress/collectibles',
    {
      schema: {
        tags: ['collectibles'],
        summary: 'Every NFT a Safe holds, as one array (SDK getCollectibles, legacy)',
        params: SafeParamsSchema,
        querystring: LegacyCollectiblesQuerySchema,
        response: { 200: CollectiblesSchema },
      },
    },
    async (request) => {
      parseBooleanQuery(request.query.exclude_spam, true)
      return getAllCollectibles(collectiblesDeps, {
        ...request.params,
        trusted: parseBooleanQuery(request.query.trusted, false),
      })
    },
  )
}
