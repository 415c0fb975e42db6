import { z } from 'zod'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { DataDecodedSchema } from '../decoder/decoder.schema.ts'
import { SafeMessageSchema } from '../messages/messages.schema.ts'
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

// ---- answers (the service's shapes, as api-kit 5's types read them) ----

const isoDate = z.string().describe('ISO 8601')
const signatureType = z.enum(['EOA', 'ETH_SIGN', 'APPROVED_HASH', 'CONTRACT_SIGNATURE'])

export function txServicePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable().describe('This request with `limit` and `offset` of the next page'),
    previous: z.string().nullable(),
    results: z.array(item),
  })
}

export const TxServiceSafeInfoSchema = z.object({
  address: z.string(),
  nonce: z.string().describe('The Safe nonce, base 10'),
  threshold: z.number().int(),
  owners: z.array(z.string()),
  masterCopy: z.string(),
  modules: z.array(z.string()),
  fallbackHandler: z.string().describe('The zero address when none is set'),
  guard: z.string().describe('The zero address when none is set'),
  version: z.string().nullable(),
})
export type TxServiceSafeInfo = z.infer<typeof TxServiceSafeInfoSchema>

export const TxServiceConfirmationSchema = z.object({
  owner: z.string(),
  submissionDate: isoDate,
  transactionHash: z.string().nullable(),
  signature: z.string().nullable(),
  signatureType,
})
export type TxServiceConfirmation = z.infer<typeof TxServiceConfirmationSchema>

export const TxServiceMultisigTransactionSchema = z.object({
  safe: z.string(),
  to: z.string(),
  value: z.string(),
  data: z.string().nullable(),
  operation: z.number().int(),
  gasToken: z.string(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  refundReceiver: z.string(),
  nonce: z.string(),
  executionDate: isoDate.nullable(),
  submissionDate: isoDate,
  modified: isoDate,
  blockNumber: z.number().int().nullable(),
  transactionHash: z.string().nullable(),
  safeTxHash: z.string(),
  executor: z.string().nullable(),
  proposer: z.string().nullable(),
  proposedByDelegate: z.string().nullable(),
  isExecuted: z.boolean(),
  isSuccessful: z.boolean().nullable(),
  ethGasPrice: z.string().nullable(),
  maxFeePerGas: z.string().nullable(),
  maxPriorityFeePerGas: z.string().nullable(),
  gasUsed: z.number().int().nullable(),
  fee: z.string().nullable(),
  origin: z.string().nullable(),
  dataDecoded: DataDecodedSchema.nullable(),
  confirmationsRequired: z.number().int(),
  confirmations: z.array(TxServiceConfirmationSchema),
  trusted: z.boolean(),
  signatures: z.string().nullable(),
})
export type TxServiceMultisigTransaction = z.infer<typeof TxServiceMultisigTransactionSchema>

export const TxServiceSafeMessageSchema = z.object({
  created: isoDate,
  modified: isoDate,
  safe: z.string(),
  messageHash: z.string(),
  message: SafeMessageSchema.shape.message,
  proposedBy: z.string(),
  safeAppId: z.number().int().nullable(),
  confirmations: z.array(
    z.object({
      created: isoDate,
      modified: isoDate,
      owner: z.string(),
      signature: z.string(),
      signatureType,
    }),
  ),
  preparedSignature: z.string().nullable(),
  origin: z.string().nullable(),
})
export type TxServiceSafeMessage = z.infer<typeof TxServiceSafeMessageSchema>

export const TxServiceDelegateSchema = z.object({
  safe: z.string().nullable(),
  delegate: z.string(),
  delegator: z.string(),
  label: z.string(),
  expiryDate: z.null().describe('Coffer keeps delegations until they are removed'),
})

export const TxServiceTokenSchema = z.object({
  type: z.enum(['ERC20', 'ERC721']),
  address: z.string(),
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().nullable(),
  logoUri: z.string(),
  trusted: z.boolean(),
})
export type TxServiceToken = z.infer<typeof TxServiceTokenSchema>

export const TxServiceSignatureSchema = z.object({ signature: z.string() })
