import * as z from 'zod/mini'
import { orNull } from '../gateway/orNull.ts'
import { AddressExSchema } from '../gateway/SafeInfoSchema.ts'
import { DataDecodedSchema } from './DataDecodedSchema.ts'

/** `humanDescription` is optional in the SDK and often null from CGW (gateway-contract §6.3). */
const humanDescription = orNull(z.string())

export const TransferInfoSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ERC20'),
    tokenAddress: z.string(),
    value: z.string(),
    tokenName: orNull(z.string()),
    tokenSymbol: orNull(z.string()),
    logoUri: orNull(z.string()),
    decimals: orNull(z.int().check(z.nonnegative())),
    imitation: z._default(z.nullish(z.boolean()), false),
  }),
  z.object({
    type: z.literal('ERC721'),
    tokenAddress: z.string(),
    tokenId: z.string(),
    tokenName: orNull(z.string()),
    tokenSymbol: orNull(z.string()),
    logoUri: orNull(z.string()),
  }),
  z.object({
    type: z.literal('NATIVE_COIN'),
    value: orNull(z.string()),
  }),
])
export type TransferInfo = z.infer<typeof TransferInfoSchema>

export const TransferDirectionSchema = z.catch(z.enum(['INCOMING', 'OUTGOING', 'UNKNOWN']), 'UNKNOWN')

export const TransferTxInfoSchema = z.object({
  type: z.literal('Transfer'),
  sender: AddressExSchema,
  recipient: AddressExSchema,
  direction: TransferDirectionSchema,
  transferInfo: TransferInfoSchema,
  humanDescription,
})

/** Wire values (§4.3), plus the SDK's Rust-era CHANGE_IMPLEMENTATION; anything else keeps its type name. */
export const SettingsInfoSchema = z.union([
  z.object({ type: z.literal('ADD_OWNER'), owner: AddressExSchema, threshold: z.number() }),
  z.object({ type: z.literal('REMOVE_OWNER'), owner: AddressExSchema, threshold: z.number() }),
  z.object({ type: z.literal('SWAP_OWNER'), oldOwner: AddressExSchema, newOwner: AddressExSchema }),
  z.object({ type: z.literal('CHANGE_THRESHOLD'), threshold: z.number() }),
  z.object({
    type: z.enum(['CHANGE_MASTER_COPY', 'CHANGE_IMPLEMENTATION']),
    implementation: AddressExSchema,
  }),
  z.object({ type: z.enum(['ENABLE_MODULE', 'DISABLE_MODULE']), module: AddressExSchema }),
  z.object({ type: z.literal('SET_FALLBACK_HANDLER'), handler: AddressExSchema }),
  z.object({ type: z.literal('SET_GUARD'), guard: AddressExSchema }),
  z.object({ type: z.literal('SET_MODULE_GUARD'), moduleGuard: AddressExSchema }),
  z.object({ type: z.enum(['DELETE_GUARD', 'DELETE_MODULE_GUARD']) }),
  z.pipe(
    z.object({ type: z.string() }),
    z.transform(({ type }) => ({ type: 'OTHER' as const, wireType: type })),
  ),
])
export type SettingsInfo = z.infer<typeof SettingsInfoSchema>

export const SettingsChangeTxInfoSchema = z.object({
  type: z.literal('SettingsChange'),
  dataDecoded: DataDecodedSchema,
  settingsInfo: z.catch(orNull(SettingsInfoSchema), null),
  humanDescription,
})

export const CustomTxInfoSchema = z.object({
  type: z.literal('Custom'),
  to: AddressExSchema,
  dataSize: z.catch(z.string(), '0'),
  value: orNull(z.string()),
  methodName: orNull(z.string()),
  actionCount: orNull(z.int().check(z.nonnegative())),
  isCancellation: z.catch(z.boolean(), false),
  humanDescription,
})

export const CreationTxInfoSchema = z.object({
  type: z.literal('Creation'),
  creator: AddressExSchema,
  transactionHash: z.string(),
  implementation: orNull(AddressExSchema),
  factory: orNull(AddressExSchema),
  saltNonce: orNull(z.string()),
  /** Coffer's gateway only: the block of the creation. */
  blockNumber: orNull(z.int().check(z.nonnegative())),
})

/**
 * Integrator variants (swaps, staking, vaults, bridges) the public CGW may send and our gateway does
 * not: kept by type name so the row still shows something true instead of vanishing.
 */
export const OtherTxInfoSchema = z.pipe(
  z.object({ type: z.string(), humanDescription }),
  // Renamed so that `type` stays a discriminant: 'Transfer' that failed to parse is not a Transfer.
  z.transform(({ type, humanDescription }) => ({ type: 'Other' as const, wireType: type, humanDescription })),
)

export const TransactionInfoSchema = z.union([
  TransferTxInfoSchema,
  SettingsChangeTxInfoSchema,
  CustomTxInfoSchema,
  CreationTxInfoSchema,
  OtherTxInfoSchema,
])
export type TransactionInfo = z.infer<typeof TransactionInfoSchema>
export type TransferTxInfo = z.infer<typeof TransferTxInfoSchema>
export type SettingsChangeTxInfo = z.infer<typeof SettingsChangeTxInfoSchema>
export type CustomTxInfo = z.infer<typeof CustomTxInfoSchema>
export type CreationTxInfo = z.infer<typeof CreationTxInfoSchema>
