import * as z from 'zod/mini'
import { AddressSchema } from './SafeInfoSchema.ts'

/** A base-10 decimal as the gateway writes fiat values ("0", "1234.5"); anything else reads as 0. */
const DecimalStringSchema = z.catch(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), '0')

export const BalanceTokenInfoSchema = z.object({
  type: z.string(),
  address: AddressSchema,
  decimals: z.pipe(
    z.nullish(z.int().check(z.minimum(0), z.maximum(255))),
    z.transform((decimals) => decimals ?? 0),
  ),
  symbol: z.catch(z.string(), ''),
  name: z.catch(z.string(), ''),
  logoUri: z.pipe(
    z.nullish(z.string()),
    z.transform((logoUri) => logoUri || null),
  ),
})
export type BalanceTokenInfo = z.infer<typeof BalanceTokenInfoSchema>

export const BalanceItemSchema = z.object({
  tokenInfo: BalanceTokenInfoSchema,
  balance: z.string().check(z.regex(/^\d+$/, 'balance must be a base-10 integer')),
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
