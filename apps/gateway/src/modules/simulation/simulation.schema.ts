import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { HexSchema } from '../decoder/decoder.schema.ts'
import { TransactionDetailsSchema, TxInfoSchema } from '../transactions/transactions.schema.ts'

/** Wire shapes of preview (gateway-contract.md §6.17), estimations (§6.20) and Coffer's simulations. */

export const SafeParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })

/**
 * A uint256 in decimal: 78 digits reach past 2^256, which the ABI encoder refuses. The pattern aborts, so
 * BigInt never sees anything but digits ("1e18", "٣" would throw).
 */
const NumericStringSchema = z
  .string()
  .regex(/^\d{1,78}$/, { message: 'Invalid base-10 numeric string', abort: true })
  .refine((value) => BigInt(value) < 2n ** 256n, { message: 'Invalid base-10 numeric string' })

/** A call the Safe would make. CGW requires `to` and `value` although the SDK marks them optional. */
export const SafeCallBodySchema = z.object({
  to: AddressSchema,
  value: NumericStringSchema,
  data: HexSchema.max(2 * 128 * 1024, 'Data too large')
    .nullable()
    .optional(),
  operation: z.union([z.literal(0), z.literal(1)]),
})
export type SafeCallBody = z.infer<typeof SafeCallBodySchema>

export const TransactionPreviewSchema = z.object({
  txInfo: TxInfoSchema,
  txData: TransactionDetailsSchema.shape.txData.unwrap(),
})
export type TransactionPreview = z.infer<typeof TransactionPreviewSchema>

export const EstimationSchema = z.object({
  currentNonce: z.number().int(),
  recommendedNonce: z.number().int(),
  safeTxGas: NumericStringSchema.describe(
    '"0" for Safe 1.3.0+: a fully signed execution lets the call use all gas',
  ),
})
export type Estimation = z.infer<typeof EstimationSchema>

export const SimulationSchema = z
  .object({
    success: z.boolean().describe('Whether the call would succeed if the Safe executed it now'),
    gasUsed: NumericStringSchema.describe("Gas the call itself used (SimulateTxAccessor's estimate)"),
    returnData: HexSchema,
    revertReason: z
      .string()
      .nullable()
      .describe('Error(string) or Panic(uint256) of a failed call, else null'),
  })
  .describe(
    'Coffer extension (not in the Safe Client Gateway): the call run as the Safe at the latest block, through simulateAndRevert and the SimulateTxAccessor; nothing is sent',
  )
export type Simulation = z.infer<typeof SimulationSchema>
