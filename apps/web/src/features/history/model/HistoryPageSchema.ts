import * as z from 'zod/mini'
import { TransactionSummarySchema } from '../../../transactions/TransactionSummarySchema.ts'

export const DateLabelItemSchema = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number() })
export const TransactionItemSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummarySchema,
})
export const HistoryItemSchema = z.discriminatedUnion('type', [DateLabelItemSchema, TransactionItemSchema])
export type HistoryItem = z.infer<typeof HistoryItemSchema>
export type TransactionItem = z.infer<typeof TransactionItemSchema>

/**
 * One page of GET …/transactions/history (gateway-contract §6.8). An item we cannot read is skipped
 * with a warning rather than failing the whole page: ten thousand rows must not vanish for one.
 */
export const HistoryPageSchema = z.pipe(
  z.object({
    next: z.nullish(z.string()),
    results: z.array(z.unknown()),
  }),
  z.transform(({ next, results }) => ({
    next: next ?? null,
    items: results.flatMap((raw): HistoryItem[] => {
      const item = HistoryItemSchema.safeParse(raw)
      if (item.success) return [item.data]
      console.warn('Skipping a history item the gateway described incompletely', raw, item.error.issues)
      return []
    }),
  })),
)
export type HistoryPage = z.infer<typeof HistoryPageSchema>
