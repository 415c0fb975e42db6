import { z } from 'zod'
import { AddressSchema } from './SafeInfoSchema.ts'

/** A base-10 decimal as the gateway writes fiat values ("0", "1234.5"); anything else reads as 0. */
const DecimalStringSchema = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/)
  .catch('0')

export const BalanceTokenInfoSchema = z.object({
  type: z.string(),
  address: AddressSchema,
  decimals: z
    .number()
    .int()
    .min(0)
    .max(255)
    .nullish()
    .transform((decimals) => decimals ?? 0),
  symbol: z.string().catch(''),
  name: z.string().catch(''),
  logoUri: z
    .string()
    .nullish()
    .transform((logoUri) => logoUri || null),
})
export type BalanceTokenInfo = z.infer<typeof BalanceTokenInfoSchema>

export const BalanceItemSchema = z.object({
  tokenInfo: BalanceTokenInfoSchema,
  balance: z.string().regex(/^\d+$/, 'balance must be a base-10 integer'),
  fiatBalance: DecimalStringSchema,
  fiatConversion: DecimalStringSchema,
})
export type BalanceItem = z.infer<typeof BalanceItemSchema>

/** SafeBalanceResponse (gateway-contract §7.5). */
export const BalancesSchema = z.object({
  fiatTotal: DecimalStringSchema,
  items: z.array(BalanceItemSchema),
})
export type Balances = z.infer<typeof BalancesSchema>
