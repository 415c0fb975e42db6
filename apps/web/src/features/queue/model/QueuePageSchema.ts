import * as z from 'zod/mini'
import { AddressExSchema } from '../../../gateway/SafeInfoSchema.ts'
import { TransactionSummarySchema } from '../../../transactions/TransactionSummarySchema.ts'

/** A queued transaction as the list sends it, plus the owners who have not signed yet (§4.5). */
export const QueuedTransactionSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummarySchema,
  missingSigners: z.nullable(z.array(AddressExSchema)),
})
export type QueuedTransactionItem = z.infer<typeof QueuedTransactionSchema>

const LabelItemSchema = z.object({ type: z.literal('LABEL'), label: z.string() })
const ConflictHeaderItemSchema = z.object({ type: z.literal('CONFLICT_HEADER'), nonce: z.number() })
const MissingSignersSchema = z.catch(
  z.pipe(
    z.object({
      transaction: z.object({
        executionInfo: z.nullish(z.object({ missingSigners: z.nullish(z.array(AddressExSchema)) })),
      }),
    }),
    z.transform((item) => item.transaction.executionInfo?.missingSigners ?? null),
  ),
  null,
)

export type QueueItem =
  | QueuedTransactionItem
  | z.infer<typeof LabelItemSchema>
  | z.infer<typeof ConflictHeaderItemSchema>

const TransactionItemSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummarySchema,
})

function parseQueueItem(raw: unknown): QueueItem | undefined {
  const label = LabelItemSchema.safeParse(raw)
  if (label.success) return label.data
  const header = ConflictHeaderItemSchema.safeParse(raw)
  if (header.success) return header.data
  const transaction = TransactionItemSchema.safeParse(raw)
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
export const QueuePageSchema = z.pipe(
  z.object({ next: z.nullish(z.string()), results: z.array(z.unknown()) }),
  z.transform(({ next, results }) => ({
    next: next ?? null,
    items: results.flatMap((raw) => {
      const item = parseQueueItem(raw)
      return item ? [item] : []
    }),
  })),
)
export type QueuePage = z.infer<typeof QueuePageSchema>
