import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'

/** CGW HEAD's default list (gateway-contract.md §7.6), in its order. */
export const supportedFiatCodes = [
  'USD',
  'EUR',
  'ETH',
  'AUD',
  'BTC',
  'CAD',
  'CHF',
  'CNY',
  'GBP',
  'INR',
  'JPY',
  'KRW',
  'NZD',
  'RUB',
  'TRY',
  'ZAR',
] as const

export function balancesRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
