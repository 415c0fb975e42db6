import { z } from 'zod'
import { AddressSchema, SafeParamsSchema } from '../safes/safes.schema.ts'

export const BalancesParamsSchema = SafeParamsSchema.extend({
  currency: z
    .string()
    .max(32)
    .describe('Fiat code, case-insensitive (e.g. usd); an unsupported one values nothing'),
})

export const BalancesQuerySchema = z.object({
  trusted: z.string().optional().describe('true: only trusted tokens (default false)'),
  exclude_spam: z
    .string()
    .optional()
    .describe('Accepted for compatibility; no token is flagged as spam (default true)'),
  include_zero_balances: z
    .string()
    .optional()
    .describe('Coffer extension. true: keep ERC-20s the Safe held once but holds no more (default false)'),
})

export const BalanceTokenInfoSchema = z.object({
  type: z.enum(['NATIVE_TOKEN', 'ERC20']),
  address: AddressSchema,
  decimals: z.number().int().nonnegative(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string(),
})

export const BalanceSchema = z.object({
  tokenInfo: BalanceTokenInfoSchema,
  balance: z.string().regex(/^\d+$/),
  fiatBalance: z.string(),
  fiatConversion: z.string(),
  fiatBalance24hChange: z.string().nullable(),
})
export type Balance = z.infer<typeof BalanceSchema>

/** gateway-contract.md §7.5. */
export const BalancesSchema = z.object({ fiatTotal: z.string(), items: z.array(BalanceSchema) })
export type Balances = z.infer<typeof BalancesSchema>
