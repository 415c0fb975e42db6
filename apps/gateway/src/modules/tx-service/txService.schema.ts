import { z } from 'zod'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { HashSchema, ProposeBodySchema, SignatureSchema } from '../proposals/proposals.schema.ts'

/**
 * Requests of the Safe Transaction Service API as `@safe-global/api-kit` 5 sends them (docs/tx-service.md).
 * Bodies reuse the CGW face's field schemas: one set of rules for what the gateway accepts.
 */

export const SafeAddressParamsSchema = z.object({ address: AddressSchema })
export const OwnerParamsSchema = z.object({ owner: AddressSchema })
export const SafeTxHashParamsSchema = z.object({ safeTxHash: HashSchema })
export const MessageHashParamsSchema = z.object({ messageHash: HashSchema })
export const DelegateParamsSchema = z.object({ delegate: AddressSchema })
export const TokenParamsSchema = z.object({ tokenAddress: AddressSchema })

/** Free text a filter compares with stored text: no NUL, which no stored text holds and PostgreSQL refuses. */
const filterText = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => !value.includes('\u0000'), { message: 'Invalid text' })

const integerString = z.string().regex(/^\d{1,15}$/, 'A non-negative integer is expected')
const booleanString = z.enum(['true', 'false', 'True', 'False', '1', '0'])

/** The Transaction Service's paging: `limit` (at most 100 here) and `offset`. */
export const LimitOffsetQuerySchema = z.object({
  limit: integerString.optional(),
  offset: integerString.optional(),
})

/** The filters api-kit's multisig list, pending list and next nonce send. */
export const MultisigTransactionsQuerySchema = LimitOffsetQuerySchema.extend({
  executed: booleanString.optional(),
  trusted: booleanString.optional(),
  has_confirmations: booleanString.optional(),
  nonce: integerString.optional(),
  nonce__gte: integerString.optional(),
  nonce__lt: integerString.optional(),
  ordering: z.enum(['nonce', '-nonce', 'created', '-created', 'modified', '-modified']).optional(),
})
export type MultisigTransactionsQuery = z.infer<typeof MultisigTransactionsQuerySchema>

export const ModuleTransactionsQuerySchema = LimitOffsetQuerySchema.extend({
  module: AddressSchema.optional(),
})

export const TokensQuerySchema = LimitOffsetQuerySchema.extend({
  search: filterText(100).optional(),
  address: AddressSchema.optional(),
})
export type TokensQuery = z.infer<typeof TokensQuerySchema>

export const DelegatesQuerySchema = LimitOffsetQuerySchema.extend({
  safe: AddressSchema.optional(),
  delegate: AddressSchema.optional(),
  delegator: AddressSchema.optional(),
  label: filterText(50).optional(),
})
export type DelegatesQuery = z.infer<typeof DelegatesQuerySchema>

/** `true`, `True` and `1` are the Transaction Service's (Django's) spellings of yes. */
export function isYes(value: string): boolean {
  return value === 'true' || value === 'True' || value === '1'
}

/** Default and maximum page sizes, the Transaction Service's default and Coffer's cap. */
export const txServiceDefaultLimit = 20
export const txServiceMaxLimit = 100

export function toPageWindow(query: { limit?: string; offset?: string }): { limit: number; offset: number } {
  const limit = query.limit === undefined ? txServiceDefaultLimit : Number(query.limit)
  return {
    limit: limit === 0 ? txServiceDefaultLimit : Math.min(limit, txServiceMaxLimit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
  }
}

/**
 * api-kit's `proposeTransaction` body: protocol-kit's SafeTransactionData (its `nonce` a number) with
 * `contractTransactionHash`, `sender`, `signature` and `origin`. The other fields are the CGW propose's.
 */
export const ProposeTransactionBodySchema = ProposeBodySchema.omit({ safeTxHash: true, nonce: true }).extend({
  contractTransactionHash: HashSchema,
  nonce: z.union([
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
    z.string().regex(/^\d{1,78}$/, 'Invalid base-10 numeric string'),
  ]),
})
export type ProposeTransactionBody = z.infer<typeof ProposeTransactionBodySchema>

export const SignatureBodySchema = z.object({ signature: SignatureSchema })
export type SignatureBody = z.infer<typeof SignatureBodySchema>
