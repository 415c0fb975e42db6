import { z } from 'zod'
import { CursorQuerySchema } from '../../http/paging.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { DataDecodedSchema } from '../decoder/decoder.schema.ts'
import { SafeAppInfoSchema } from '../safe-apps/safeApps.schema.ts'

/** Wire shapes of the transaction routes (gateway-contract.md §4.5, §4.6, §6). */

export const AddressExSchema = z.object({
  value: z.string(),
  name: z.string().nullable(),
  logoUri: z.string().nullable(),
})

export const TokenInfoSchema = z.object({
  type: z.enum(['ERC20', 'ERC721', 'NATIVE_TOKEN']),
  address: z.string(),
  decimals: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  logoUri: z.string(),
  trusted: z.boolean().optional(),
})
export type TokenInfo = z.infer<typeof TokenInfoSchema>

export const TransactionStatusSchema = z.enum([
  'AWAITING_CONFIRMATIONS',
  'AWAITING_EXECUTION',
  'CANCELLED',
  'FAILED',
  'SUCCESS',
])
export type TransactionStatus = z.infer<typeof TransactionStatusSchema>

const TransferInfoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ERC20'),
    tokenAddress: z.string(),
    value: z.string(),
    tokenName: z.string().nullable(),
    tokenSymbol: z.string().nullable(),
    logoUri: z.string().nullable(),
    decimals: z.number().int().nullable(),
    trusted: z.boolean().nullable(),
    imitation: z.boolean(),
  }),
  z.object({
    type: z.literal('ERC721'),
    tokenAddress: z.string(),
    tokenId: z.string(),
    tokenName: z.string().nullable(),
    tokenSymbol: z.string().nullable(),
    logoUri: z.string().nullable(),
    trusted: z.boolean().nullable(),
  }),
  z.object({ type: z.literal('NATIVE_COIN'), value: z.string().nullable() }),
])
export type TransferInfo = z.infer<typeof TransferInfoSchema>

export const TransferTxInfoSchema = z.object({
  type: z.literal('Transfer'),
  sender: AddressExSchema,
  recipient: AddressExSchema,
  direction: z.enum(['INCOMING', 'OUTGOING', 'UNKNOWN']),
  transferInfo: TransferInfoSchema,
  humanDescription: z.string().nullable(),
})
export type TransferTxInfo = z.infer<typeof TransferTxInfoSchema>

const SettingsInfoSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ADD_OWNER'), owner: AddressExSchema, threshold: z.number().int() }),
  z.object({ type: z.literal('REMOVE_OWNER'), owner: AddressExSchema, threshold: z.number().int() }),
  z.object({ type: z.literal('SWAP_OWNER'), oldOwner: AddressExSchema, newOwner: AddressExSchema }),
  z.object({ type: z.literal('CHANGE_THRESHOLD'), threshold: z.number().int() }),
  z.object({ type: z.literal('CHANGE_MASTER_COPY'), implementation: AddressExSchema }),
  z.object({ type: z.literal('ENABLE_MODULE'), module: AddressExSchema }),
  z.object({ type: z.literal('DISABLE_MODULE'), module: AddressExSchema }),
  z.object({ type: z.literal('SET_FALLBACK_HANDLER'), handler: AddressExSchema }),
  z.object({ type: z.literal('SET_GUARD'), guard: AddressExSchema }),
  z.object({ type: z.literal('DELETE_GUARD') }),
  z.object({ type: z.literal('SET_MODULE_GUARD'), moduleGuard: AddressExSchema }),
  z.object({ type: z.literal('DELETE_MODULE_GUARD') }),
])
export type SettingsInfo = z.infer<typeof SettingsInfoSchema>

const CustomTxInfoSchema = z.object({
  type: z.literal('Custom'),
  to: AddressExSchema,
  dataSize: z.string(),
  value: z.string().nullable(),
  methodName: z.string().nullable(),
  actionCount: z.number().int().optional(),
  isCancellation: z.boolean(),
  humanDescription: z.string().nullable(),
})

const SettingsChangeTxInfoSchema = z.object({
  type: z.literal('SettingsChange'),
  dataDecoded: DataDecodedSchema,
  settingsInfo: SettingsInfoSchema.nullable(),
  humanDescription: z.string().nullable(),
})

const CreationTxInfoSchema = z.object({
  type: z.literal('Creation'),
  creator: AddressExSchema,
  transactionHash: z.string(),
  implementation: AddressExSchema.nullable(),
  factory: AddressExSchema,
  saltNonce: z.string().nullable(),
  blockNumber: z
    .number()
    .int()
    .nullable()
    .describe('Coffer extension (CGW does not send it): the block the Safe was created in'),
  humanDescription: z.null(),
})

export const TxInfoSchema = z.discriminatedUnion('type', [
  CustomTxInfoSchema,
  TransferTxInfoSchema,
  SettingsChangeTxInfoSchema,
  CreationTxInfoSchema,
])
export type TxInfo = z.infer<typeof TxInfoSchema>

export const MultisigExecutionInfoSchema = z.object({
  type: z.literal('MULTISIG'),
  nonce: z.number().int(),
  confirmationsRequired: z.number().int(),
  confirmationsSubmitted: z.number().int(),
  missingSigners: z.array(AddressExSchema).nullable(),
})

const ModuleExecutionInfoSchema = z.object({ type: z.literal('MODULE'), address: AddressExSchema })

export const TransactionSummarySchema = z.object({
  txInfo: TxInfoSchema,
  id: z.string(),
  txHash: z.string().nullable(),
  timestamp: z.number(),
  txStatus: TransactionStatusSchema,
  executionInfo: z
    .discriminatedUnion('type', [MultisigExecutionInfoSchema, ModuleExecutionInfoSchema])
    .nullable(),
  safeAppInfo: SafeAppInfoSchema.nullable(),
  note: z.string().nullable(),
})
export type TransactionSummary = z.infer<typeof TransactionSummarySchema>

export const TransactionItemSchema = z.object({
  type: z.literal('TRANSACTION'),
  transaction: TransactionSummarySchema,
  conflictType: z.enum(['None', 'HasNext', 'End']),
})
export type TransactionItem = z.infer<typeof TransactionItemSchema>

export const DateLabelItemSchema = z.object({ type: z.literal('DATE_LABEL'), timestamp: z.number() })
export type DateLabelItem = z.infer<typeof DateLabelItemSchema>

export const HistoryPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(z.discriminatedUnion('type', [DateLabelItemSchema, TransactionItemSchema])),
})

/** multisig-transactions and incoming-transfers send no `count` (§6.9, §6.11). */
export const UncountedTransactionPageSchema = z.object({
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(TransactionItemSchema),
})

export const CountedTransactionPageSchema = UncountedTransactionPageSchema.extend({ count: z.number().int() })

const TransactionDataSchema = z.object({
  hexData: z.string().nullable(),
  dataDecoded: DataDecodedSchema.nullable(),
  to: AddressExSchema,
  value: z.string().nullable(),
  operation: z.union([z.literal(0), z.literal(1)]),
  trustedDelegateCallTarget: z.boolean().nullable(),
  addressInfoIndex: z.record(z.string(), AddressExSchema).nullable(),
  tokenInfoIndex: z.record(z.string(), TokenInfoSchema).nullable(),
})
export type TransactionData = z.infer<typeof TransactionDataSchema>

export const MultisigExecutionDetailsSchema = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number(),
  nonce: z.number().int(),
  safeTxGas: z.string(),
  baseGas: z.string(),
  gasPrice: z.string(),
  gasToken: z.string(),
  fee: z.string(),
  payment: z.string(),
  refundReceiver: AddressExSchema,
  safeTxHash: z.string(),
  executor: AddressExSchema.nullable(),
  signers: z.array(AddressExSchema),
  confirmationsRequired: z.number().int(),
  confirmations: z.array(
    z.object({ signer: AddressExSchema, signature: z.string().nullable(), submittedAt: z.number() }),
  ),
  rejectors: z.array(AddressExSchema),
  gasTokenInfo: TokenInfoSchema.nullable(),
  trusted: z.boolean(),
  proposer: AddressExSchema.nullable(),
  proposedByDelegate: AddressExSchema.nullable(),
})
export type MultisigExecutionDetails = z.infer<typeof MultisigExecutionDetailsSchema>

export const TransactionDetailsSchema = z.object({
  safeAddress: z.string(),
  txId: z.string(),
  executedAt: z.number().nullable(),
  txStatus: TransactionStatusSchema,
  txInfo: TxInfoSchema,
  txData: TransactionDataSchema.nullable(),
  detailedExecutionInfo: z
    .discriminatedUnion('type', [MultisigExecutionDetailsSchema, ModuleExecutionInfoSchema])
    .nullable(),
  txHash: z.string().nullable(),
  safeAppInfo: SafeAppInfoSchema.nullable(),
  note: z.string().nullable(),
})
export type TransactionDetails = z.infer<typeof TransactionDetailsSchema>

export const CreationTransactionSchema = z.object({
  created: z.string(),
  creator: z.string(),
  transactionHash: z.string(),
  factoryAddress: z.string(),
  masterCopy: z.string().nullable(),
  setupData: z.string().nullable(),
  saltNonce: z.string().nullable(),
  dataDecoded: DataDecodedSchema.nullable(),
})
export type CreationTransaction = z.infer<typeof CreationTransactionSchema>

// ---- params and queries ----

export const SafeParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })

export const TransactionIdParamsSchema = ChainIdParamsSchema.extend({
  id: z.string().min(1).max(256).describe('Any transaction id of gateway-contract.md §6.1, or a safeTxHash'),
})

/**
 * Booleans and integers arrive as text and are parsed in the service: CGW answers their parse errors
 * with Nest's 400 (`Validation failed (boolean string is expected)`), not a 422.
 */
const QueryTextSchema = z.string().max(100).optional()

function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

export const HistoryQuerySchema = CursorQuerySchema.extend({
  trusted: QueryTextSchema.describe('Hide ERC-20 transfers of untrusted tokens (default true)'),
  imitation: QueryTextSchema.describe(
    'Keep look-alike (address poisoning) transfers, flagged (default true)',
  ),
  timezone: z
    .string()
    .max(64)
    .refine(isValidTimeZone, { message: 'Invalid Timezone' })
    .optional()
    .describe('IANA time zone that groups items into days'),
  timezone_offset: QueryTextSchema.describe(
    'Deprecated: offset in milliseconds, ignored when timezone is set',
  ),
})
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>

const IsoDateSchema = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'Invalid date' })
  .transform((value) => Date.parse(value))

const WeiSchema = z.string().regex(/^\d{1,78}$/, 'Invalid numeric string')

export const MultisigTransactionsQuerySchema = CursorQuerySchema.extend({
  execution_date__gte: IsoDateSchema.optional(),
  execution_date__lte: IsoDateSchema.optional(),
  to: AddressSchema.optional(),
  value: WeiSchema.optional(),
  nonce: QueryTextSchema,
  executed: QueryTextSchema,
  timezone: z.string().max(64).optional(),
})
export type MultisigTransactionsQuery = z.infer<typeof MultisigTransactionsQuerySchema>

export const ModuleTransactionsQuerySchema = CursorQuerySchema.extend({
  to: AddressSchema.optional(),
  module: AddressSchema.optional(),
  transaction_hash: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid transaction hash')
    .transform((value) => value.toLowerCase())
    .optional(),
  timezone: z.string().max(64).optional(),
})
export type ModuleTransactionsQuery = z.infer<typeof ModuleTransactionsQuerySchema>

export const IncomingTransfersQuerySchema = CursorQuerySchema.extend({
  trusted: QueryTextSchema,
  execution_date__gte: IsoDateSchema.optional(),
  execution_date__lte: IsoDateSchema.optional(),
  to: AddressSchema.optional(),
  value: WeiSchema.optional(),
  token_address: AddressSchema.optional(),
  timezone: z.string().max(64).optional(),
})
export type IncomingTransfersQuery = z.infer<typeof IncomingTransfersQuerySchema>
