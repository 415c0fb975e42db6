import { z } from 'zod'
import { AddressExSchema } from '../gateway/SafeInfoSchema.ts'
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
  id: z.string().min(1),
  txHash: z.string().nullish().default(null),
  timestamp: z.number(),
  txStatus: TransactionStatusSchema,
  txInfo: TransactionInfoSchema,
  executionInfo: ExecutionInfoSchema.nullish().default(null).catch(null),
  safeAppInfo: z.object({ name: z.string(), url: z.string() }).nullish().default(null).catch(null),
})
export type TransactionSummary = z.infer<typeof TransactionSummarySchema>
