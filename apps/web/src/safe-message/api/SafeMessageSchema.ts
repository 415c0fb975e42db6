import type { Hex } from 'viem'
import * as z from 'zod/mini'
import { orNull } from '../../gateway/orNull.ts'
import { AddressExSchema } from '../../gateway/SafeInfoSchema.ts'

const HashSchema = z.custom<Hex>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value),
  'not a 32-byte hash',
)
const Count = z.int().check(z.nonnegative())

export const SafeMessageStatusSchema = z.enum(['NEEDS_CONFIRMATION', 'CONFIRMED'])
export type SafeMessageStatus = z.infer<typeof SafeMessageStatusSchema>

/**
 * Coffer extension: the first Safe transaction that signed this message hash on chain (SignMessageLib),
 * after which the Safe's isValidSignature accepts an empty signature. A CGW never sends it; a shape we
 * cannot read is as good as absent, never a reason to lose the message.
 */
export const SignedOnChainSchema = z.catch(
  z.pipe(
    z.nullish(z.object({ transactionHash: z.string(), blockNumber: z.number(), timestamp: z.number() })),
    z.transform((signed) => signed ?? null),
  ),
  null,
)
export type SignedOnChain = z.infer<typeof SignedOnChainSchema>

export const SafeMessageConfirmationSchema = z.object({ owner: AddressExSchema, signature: z.string() })
export type SafeMessageConfirmation = z.infer<typeof SafeMessageConfirmationSchema>

/**
 * A Safe message (gateway-contract §9.2). `messageHash` is the SafeMessage hash owners sign; `message`
 * stays unchecked here (a text or typed data) because what matters is checked in the browser against
 * that hash (verifyStoredSafeMessage) before anything is shown as signed or signed again.
 */
export const SafeMessageSchema = z.object({
  messageHash: HashSchema,
  status: SafeMessageStatusSchema,
  logoUri: orNull(z.string()),
  name: orNull(z.string()),
  message: z.union([z.string(), z.record(z.string(), z.unknown())]),
  creationTimestamp: z.number(),
  modifiedTimestamp: z.number(),
  confirmationsSubmitted: Count,
  confirmationsRequired: Count,
  proposedBy: AddressExSchema,
  confirmations: z.array(SafeMessageConfirmationSchema),
  // CGW sends null until CONFIRMED; the SDK types it optional.
  preparedSignature: orNull(z.string()),
  origin: orNull(z.string()),
  signedOnChain: SignedOnChainSchema,
})
export type SafeMessage = z.infer<typeof SafeMessageSchema>

export const SafeMessageDateLabelSchema = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number() })
export const SafeMessageItemSchema = z.extend(SafeMessageSchema, { type: z.literal('MESSAGE') })
const SafeMessageListItemSchema = z.discriminatedUnion('type', [
  SafeMessageDateLabelSchema,
  SafeMessageItemSchema,
])
export type SafeMessageListItem = z.infer<typeof SafeMessageListItemSchema>

/**
 * One page of GET …/safes/{safe}/messages (§9.2). An item we cannot read is skipped with a warning, not
 * the whole page.
 */
export const SafeMessagePageSchema = z.pipe(
  z.object({ next: z.nullish(z.string()), results: z.array(z.unknown()) }),
  z.transform(({ next, results }) => ({
    next: next ?? null,
    items: results.flatMap((raw): SafeMessageListItem[] => {
      const item = SafeMessageListItemSchema.safeParse(raw)
      if (item.success) return [item.data]
      console.warn('Skipping a message the gateway described incompletely', raw, item.error.issues)
      return []
    }),
  })),
)
export type SafeMessagePage = z.infer<typeof SafeMessagePageSchema>
