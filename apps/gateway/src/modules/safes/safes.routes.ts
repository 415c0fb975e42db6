import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { createSafeScopedCache } from '../../live/safeScopedCache.ts'
import { sharedPriceSource } from '../balances/prices/createPriceSource.ts'
import { parseBooleanQuery } from './parseBooleanQuery.ts'
import { getSafeOverviews } from './safeOverviews.service.ts'
import {
  NoncesSchema,
  SafeInfoSchema,
  SafeOverviewSchema,
  SafeOverviewsQuerySchema,
  SafeParamsSchema,
} from './safes.schema.ts'
import { getNonces, getSafeInfo } from './safes.service.ts'
import { watchUnknownSafe } from './watchUnknownSafe.ts'

export function safesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const safesDeps = { ...deps, onUnknownSafe: watchUnknownSafe(deps) }
  // Browsers without the live stream poll Safe info for its tags; it only changes when the Safe does.
  const safeInfos = createSafeScopedCache<Awaited<ReturnType<typeof getSafeInfo>>>(deps.changes)
  app.addHook('onClose', async () => safeInfos.close())
  const overviewDeps = { ...deps, prices: sharedPriceSource(deps.config.prices) }

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress',
    {
      schema: {
        tags: ['safes'],
        summary: "A Safe's configuration, version state and change tags",
        params: SafeParamsSchema,
        response: { 200: SafeInfoSchema },
      },
    },
    async (request) =>
      safeInfos.get(
        { chainId: Number(request.params.chainId), safe: request.params.safeAddress },
        'info',
        () => getSafeInfo(safesDeps, request.params),
      ),
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/nonces',
    {
      schema: {
        tags: ['safes'],
        summary: "The Safe's nonce and the nonce a new transaction should take",
        params: SafeParamsSchema,
        response: { 200: NoncesSchema },
      },
    },
    async (request) => getNonces(safesDeps, request.params),
  )

  for (const version of ['v1', 'v2'] as const)
    r.get(
      `/${version}/safes`,
      {
        schema: {
          tags: ['safes'],
          summary: 'Overviews of several Safes across chains (the first 10; failing entries are left out)',
          querystring: SafeOverviewsQuerySchema,
          response: { 200: z.array(SafeOverviewSchema) },
        },
      },
      async (request) => {
        const { query } = request
        parseBooleanQuery(query.exclude_spam, true)
        return getSafeOverviews(overviewDeps, {
          safes: query.safes,
          currency: query.currency ?? 'usd',
          trusted: parseBooleanQuery(query.trusted, false),
          walletAddress: query.wallet_address,
        })
      },
    )
}
