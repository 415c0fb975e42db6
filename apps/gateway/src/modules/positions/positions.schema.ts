import { z } from 'zod'
import { BalanceTokenInfoSchema } from '../balances/balances.schema.ts'
import { SafeParamsSchema } from '../safes/safes.schema.ts'

/** Path of GET …/positions/{fiatCode}, validated as the balances route validates its own. */
export const PositionsParamsSchema = SafeParamsSchema.extend({
  fiatCode: z.string().max(32).describe('Fiat code, case-insensitive (e.g. usd)'),
})

export const PositionsQuerySchema = z.object({
  refresh: z.string().optional().describe('true: bypass cached positions (default false)'),
  sync: z.string().optional().describe('true: wait for positions to be gathered (default false)'),
})

const PositionSchema = z.object({
  balance: z.string(),
  fiatBalance: z.string(),
  fiatConversion: z.string(),
  tokenInfo: BalanceTokenInfoSchema,
  fiatBalance24hChange: z.string().nullable(),
  position_type: z
    .enum(['deposit', 'loan', 'locked', 'staked', 'reward', 'wallet', 'airdrop', 'margin', 'unknown'])
    .nullable(),
})

/** CGW's `Protocol`: a DeFi protocol the Safe has positions in, its positions grouped. */
export const ProtocolSchema = z.object({
  protocol: z.string(),
  protocol_metadata: z.object({ name: z.string(), icon: z.object({ url: z.string().nullable() }) }),
  fiatTotal: z.string(),
  items: z.array(z.object({ name: z.string(), items: z.array(PositionSchema) })),
})
export type Protocol = z.infer<typeof ProtocolSchema>

export const ProtocolsSchema = z.array(ProtocolSchema)
