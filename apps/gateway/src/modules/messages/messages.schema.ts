import { z } from 'zod'
import { CursorQuerySchema, pageSchema } from '../../http/paging.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { HashSchema, SignatureSchema } from '../proposals/proposals.schema.ts'
import { AddressExSchema, SafeParamsSchema } from '../safes/safes.schema.ts'

/** Wire shapes of the off-chain message routes (gateway-contract.md §9). */

export const SafeMessagesParamsSchema = SafeParamsSchema
export const SafeMessagesQuerySchema = CursorQuerySchema

export const MessageHashParamsSchema = ChainIdParamsSchema.extend({
  messageHash: HashSchema.describe('The Safe message hash (EIP-712 `SafeMessage` in the Safe domain)'),
})

/** EIP-712 typed data as a dapp asked for it (`eth_signTypedData_v4`); `primaryType` may be left out. */
export const TypedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().optional(),
  message: z.record(z.string(), z.unknown()),
})

/** The SDK's `ProposeSafeMessageRequest` (gateway-contract.md §9.4). */
export const ProposeMessageBodySchema = z.object({
  message: z
    .union([z.string(), z.record(z.string(), z.unknown())])
    .describe(
      'A text (hashed as personal_sign, EIP-191) or EIP-712 typed data `{ domain, types, primaryType?, message }`',
    ),
  safeAppId: z
    .number()
    .int()
    .nonnegative()
    .max(Number.MAX_SAFE_INTEGER)
    .nullish()
    .describe('The Safe App that asked for the signature'),
  signature: SignatureSchema.describe(
    "One owner's signature of the Safe message hash (EIP-712, eth_sign, approved hash or EIP-1271)",
  ),
  origin: z.string().max(200).nullish(),
})
export type ProposeMessageBody = z.infer<typeof ProposeMessageBodySchema>

/** The SDK's `ConfirmSafeMessageRequest` (gateway-contract.md §9.5). */
export const ConfirmMessageBodySchema = z.object({ signature: SignatureSchema })
export type ConfirmMessageBody = z.infer<typeof ConfirmMessageBodySchema>

/** Coffer extension: the message hash was signed on chain through SignMessageLib. */
export const SignedOnChainSchema = z
  .object({
    transactionHash: z.string(),
    blockNumber: z.number().int().nonnegative(),
    /** Block time, ms. */
    timestamp: z.number().int().nonnegative(),
  })
  .nullable()
  .describe(
    'Coffer extension (not in CGW): the first Safe transaction that marked this message hash as signed on ' +
      'chain (a delegatecall to SignMessageLib.signMessage, logged as SignMsg); from that block on the ' +
      "Safe's isValidSignature accepts an empty signature for it. null when it was not signed on chain.",
  )

const messageFields = {
  messageHash: z.string(),
  status: z
    .enum(['NEEDS_CONFIRMATION', 'CONFIRMED'])
    .describe("CONFIRMED once current owners' confirmations reach the Safe's current threshold"),
  logoUri: z.string().nullable(),
  name: z.string().nullable(),
  message: z.union([z.string(), TypedDataSchema]),
  /** ms */
  creationTimestamp: z.number().int(),
  modifiedTimestamp: z.number().int(),
  confirmationsSubmitted: z.number().int().nonnegative(),
  confirmationsRequired: z.number().int().nonnegative().describe("The Safe's current threshold"),
  proposedBy: AddressExSchema,
  confirmations: z.array(z.object({ owner: AddressExSchema, signature: z.string() })),
  preparedSignature: z
    .string()
    .nullable()
    .describe(
      "When CONFIRMED: the current owners' signatures as the Safe's checkSignatures reads them (sorted by " +
        "owner, contract signatures' dynamic parts appended), for isValidSignature",
    ),
  origin: z.string().nullable(),
  signedOnChain: SignedOnChainSchema,
}

/** CGW `SafeMessage` (gateway-contract.md §9.3). */
export const SafeMessageSchema = z.object(messageFields)
export type SafeMessage = z.infer<typeof SafeMessageSchema>

export const SafeMessageItemSchema = z.object({ type: z.literal('MESSAGE'), ...messageFields })
export const SafeMessageDateLabelSchema = z.object({
  type: z.literal('DATE_LABEL'),
  /** UTC midnight of the day, ms. */
  timestamp: z.number().int(),
})
export type SafeMessageListItem =
  | z.infer<typeof SafeMessageItemSchema>
  | z.infer<typeof SafeMessageDateLabelSchema>

/** gateway-contract.md §9.2: messages newest first, each UTC day's preceded by its date label. */
export const SafeMessagePageSchema = pageSchema(
  z.discriminatedUnion('type', [SafeMessageDateLabelSchema, SafeMessageItemSchema]),
)
export type SafeMessagePage = z.infer<typeof SafeMessagePageSchema>

/** 202 and 200 of the write routes: no body, as CGW forwards the transaction service's. */
export const EmptyResponseSchema = z.undefined().describe('Empty body')
