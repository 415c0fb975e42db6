import * as z from 'zod/mini'
import { orNull } from '../gateway/orNull.ts'
import { AddressExSchema } from '../gateway/SafeInfoSchema.ts'
import { SafeAppInfoSchema } from './SafeAppInfoSchema.ts'
import { TransactionInfoSchema } from './TransactionInfoSchema.ts'

export const TransactionStatusSchema = z.enum([
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
])
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>

export const ExecutionInfoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('MULTISIG'),
    nonce: z.number(),
    confirmationsRequired: z.number(),
    confirmationsSubmitted: z.number(),
  }),
  z.object({ type: z.literal('MODULE'), address: AddressExSchema }),
])
export type ExecutionInfo = z.infer<typeof ExecutionInfoSchema>

/** A transaction as lists show it (gateway-contract §4.5). */
export const TransactionSummarySchema = z.object({
  id: z.string().check(z.minLength(1)),
  txHash: orNull(z.string()),
  timestamp: z.number(),
  txStatus: TransactionStatusSchema,
  txInfo: TransactionInfoSchema,
  executionInfo: z.catch(orNull(ExecutionInfoSchema), null),
  safeAppInfo: z.catch(orNull(SafeAppInfoSchema), null),
})
export type TransactionSummary = z.infer<typeof TransactionSummarySchema>
