import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { parseBooleanQuery } from '../safes/parseBooleanQuery.ts'
import { watchUnknownSafe } from '../safes/watchUnknownSafe.ts'
import { BalancesParamsSchema, BalancesQuerySchema, BalancesSchema } from './balances.schema.ts'
import { createBalancesCache } from './createBalancesCache.ts'
import { sharedPriceSource } from './prices/createPriceSource.ts'
import { supportedFiatCodes } from './supportedFiatCodes.ts'

export function balancesRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const balancesDeps = {
    ...deps,
    onUnknownSafe: watchUnknownSafe(deps),
    prices: sharedPriceSource(deps.config.prices),
  }
  const balances = createBalancesCache(balancesDeps)
  app.addHook('onClose', async () => balances.close())

  r.get(
    '/v1/balances/supported-fiat-codes',
    {
      schema: {
        tags: ['balances'],
        summary: 'Fiat currency codes balances can be valued in',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => [...supportedFiatCodes],
  )

  r.get(
    '/v1/chains/:chainId/safes/:safeAddress/balances/:currency',
    {
      schema: {
        tags: ['balances'],
        summary: "A Safe's native and ERC-20 balances, valued in a fiat currency",
        params: BalancesParamsSchema,
        querystring: BalancesQuerySchema,
        response: { 200: BalancesSchema },
      },
    },
    async (request) => {
      const { query, params } = request
      // Validated as CGW does; no token is flagged as spam, so it changes nothing.
      parseBooleanQuery(query.exclude_spam, true)
      return balances.get({
        ...params,
        trusted: parseBooleanQuery(query.trusted, false),
        includeZeroBalances: parseBooleanQuery(query.include_zero_balances, false),
      })
    },
  )
}
