import { z } from 'zod'
import { CursorQuerySchema } from '../../http/paging.ts'
import { TransactionItemSchema } from '../transactions/transactions.schema.ts'

export { SafeParamsSchema } from '../transactions/transactions.schema.ts'

/** Wire shapes of the queue (gateway-contract.md §6.7). */

export const LabelItemSchema = z.object({ type: z.literal('LABEL'), label: z.enum(['Next', 'Queued']) })

export const ConflictHeaderItemSchema = z.object({
  type: z.literal('CONFLICT_HEADER'),
  nonce: z.number().int(),
})

export const QueuePageSchema = z.object({
  count: z.number().int().describe('Number of items in `results`, labels and headers included (as CGW)'),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(
    z.discriminatedUnion('type', [LabelItemSchema, ConflictHeaderItemSchema, TransactionItemSchema]),
  ),
})
export type QueuePage = z.infer<typeof QueuePageSchema>

/** Booleans arrive as text and are parsed in the service: a bad one is Nest's 400, not a 422. */
export const QueueQuerySchema = CursorQuerySchema.extend({
  trusted: z
    .string()
    .max(100)
    .optional()
    .describe('Only transactions proposed or confirmed by an owner or delegate (default true)'),
  timezone: z.string().max(64).optional().describe('Sent by the SDK; ignored'),
})
export type QueueQuery = z.infer<typeof QueueQuerySchema>

/**
 * Every 502 of the route: the integrity failures (`{ statusCode, message: "Invalid safeTxHash" | "Invalid
 * signature" }`) and the error funnel's other 502 shapes, so serializing one never fails.
 */
export const QueueBadGatewaySchema = z
  .object({
    statusCode: z.number().int().optional(),
    code: z.number().int().optional(),
    message: z.string(),
  })
  .describe(
    'A stored queued transaction failed its integrity check: "Invalid safeTxHash" or "Invalid signature"',
  )
