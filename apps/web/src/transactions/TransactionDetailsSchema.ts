import { zeroAddress } from 'viem'
import * as z from 'zod/mini'
import { orNull } from '../gateway/orNull.ts'
import { AddressExSchema, AddressSchema } from '../gateway/SafeInfoSchema.ts'
import { DataDecodedSchema } from './DataDecodedSchema.ts'
import { SafeAppInfoSchema } from './SafeAppInfoSchema.ts'
import { TransactionInfoSchema } from './TransactionInfoSchema.ts'
import { TransactionStatusSchema } from './TransactionSummarySchema.ts'

export const TransactionDataSchema = z.object({
  hexData: orNull(z.string()),
  dataDecoded: z.catch(orNull(DataDecodedSchema), null),
  to: AddressExSchema,
  value: orNull(z.string()),
  operation: z.union([z.literal(0), z.literal(1)]),
  /** Names the gateway knows for addresses inside the call (§6.4), keyed by checksummed address. */
  addressInfoIndex: z.catch(orNull(z.record(z.string(), AddressExSchema)), null),
})
export type TransactionData = z.infer<typeof TransactionDataSchema>

export const ConfirmationSchema = z.object({
  signer: AddressExSchema,
  signature: orNull(z.string()),
  submittedAt: z.number(),
})

/** A gas field the signatures cover: "0" when the gateway leaves it out. */
const GasFieldSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? '0'),
)

export const MultisigExecutionDetailsSchema = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number(),
  nonce: z.number(),
  // The gas fields the owners' signatures cover: the review dialog recomputes the safeTxHash from them.
  // CGW always sends them ("0" / the zero address when none); a gateway that omits them gets a hash
  // mismatch, never a signature.
  safeTxGas: GasFieldSchema,
  baseGas: GasFieldSchema,
  gasPrice: GasFieldSchema,
  gasToken: z.pipe(
    z.nullish(AddressSchema),
    z.transform((value) => value ?? zeroAddress),
  ),
  refundReceiver: z.pipe(
    z.nullish(AddressExSchema),
    z.transform((value) => value?.value ?? zeroAddress),
  ),
  safeTxHash: z.string(),
  executor: orNull(AddressExSchema),
  signers: z.array(AddressExSchema),
  confirmationsRequired: z.number(),
  confirmations: z.array(ConfirmationSchema),
  rejectors: z._default(z.nullish(z.array(AddressExSchema)), []),
  proposer: orNull(AddressExSchema),
  /** The delegate that proposed for `proposer`, when one did: it may delete what it proposed. */
  proposedByDelegate: orNull(AddressExSchema),
})
export type MultisigExecutionDetails = z.infer<typeof MultisigExecutionDetailsSchema>

export const ModuleExecutionDetailsSchema = z.object({
  type: z.literal('MODULE'),
  address: AddressExSchema,
})

/** One transaction in full (gateway-contract §4.6), for every id format of §6.1. */
export const TransactionDetailsSchema = z.object({
  safeAddress: z.string(),
  txId: z.string(),
  executedAt: orNull(z.number()),
  txStatus: TransactionStatusSchema,
  txInfo: TransactionInfoSchema,
  txData: orNull(TransactionDataSchema),
  detailedExecutionInfo: orNull(
    z.discriminatedUnion('type', [MultisigExecutionDetailsSchema, ModuleExecutionDetailsSchema]),
  ),
  txHash: orNull(z.string()),
  safeAppInfo: z.catch(orNull(SafeAppInfoSchema), null),
  note: orNull(z.string()),
})
export type TransactionDetails = z.infer<typeof TransactionDetailsSchema>
