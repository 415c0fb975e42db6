import { z } from 'zod'
import { AddressExSchema } from '../../../gateway/SafeInfoSchema.ts'
import { TransactionSummarySchema } from '../../../transactions/TransactionSummarySchema.ts'

/** A queued transaction as the list sends it, plus the owners who have not signed yet (§4.5). */
export const QueuedTransactionSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummarySchema,
  missingSigners: z.array(AddressExSchema).nullable(),
})
export type QueuedTransactionItem = z.infer<typeof QueuedTransactionSchema>

const LabelItemSchema = z.object({ type: z.literal('LABEL'), label: z.string() })
const ConflictHeaderItemSchema = z.object({ type: z.literal('CONFLICT_HEADER'), nonce: z.number() })
const MissingSignersSchema = z
  .object({
    transaction: z.object({
      executionInfo: z.object({ missingSigners: z.array(AddressExSchema).nullish() }).nullish(),
    }),
  })
  .transform((item) => item.transaction.executionInfo?.missingSigners ?? null)
  .catch(null)

export type QueueItem =
  | QueuedTransactionItem
  | z.infer<typeof LabelItemSchema>
  | z.infer<typeof ConflictHeaderItemSchema>

function parseQueueItem(raw: unknown): QueueItem | undefined {
  const label = LabelItemSchema.safeParse(raw)
  if (label.success) return label.data
  const header = ConflictHeaderItemSchema.safeParse(raw)
  if (header.success) return header.data
  const transaction = z
    .object({ type: z.literal('TRANSACTION'), transaction: TransactionSummarySchema })
    .safeParse(raw)
  if (transaction.success) {
    return { ...transaction.data, missingSigners: MissingSignersSchema.parse(raw) }
  }
  console.warn('Skipping a queue item the gateway described incompletely', raw)
  return undefined
}

/**
 * One page of GET …/transactions/queued (gateway-contract §6.7). An unreadable item is skipped with a
 * warning, not the whole queue.
 */
export const QueuePageSchema = z
  .object({ next: z.string().nullish(), results: z.array(z.unknown()) })
  .transform(({ next, results }) => ({
    next: next ?? null,
    items: results.flatMap((raw) => {
      const item = parseQueueItem(raw)
      return item ? [item] : []
    }),
  }))
export type QueuePage = z.infer<typeof QueuePageSchema>
