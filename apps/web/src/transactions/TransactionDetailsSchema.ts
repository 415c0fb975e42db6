import { zeroAddress } from 'viem'
import { z } from 'zod'
import { AddressExSchema, AddressSchema } from '../gateway/SafeInfoSchema.ts'
import { DataDecodedSchema } from './DataDecodedSchema.ts'
import { TransactionInfoSchema } from './TransactionInfoSchema.ts'
import { TransactionStatusSchema } from './TransactionSummarySchema.ts'

export const TransactionDataSchema = z.object({
  hexData: z.string().nullish().default(null),
  dataDecoded: DataDecodedSchema.nullish().default(null).catch(null),
  to: AddressExSchema,
  value: z.string().nullish().default(null),
  operation: z.union([z.literal(0), z.literal(1)]),
  /** Names the gateway knows for addresses inside the call (§6.4), keyed by checksummed address. */
  addressInfoIndex: z.record(z.string(), AddressExSchema).nullish().default(null).catch(null),
})
export type TransactionData = z.infer<typeof TransactionDataSchema>

export const ConfirmationSchema = z.object({
  signer: AddressExSchema,
  signature: z.string().nullish().default(null),
  submittedAt: z.number(),
})

export const MultisigExecutionDetailsSchema = z.object({
  type: z.literal('MULTISIG'),
  submittedAt: z.number(),
  nonce: z.number(),
  // The gas fields the owners' signatures cover: the review dialog recomputes the safeTxHash from them.
  // CGW always sends them ("0" / the zero address when none); a gateway that omits them gets a hash
  // mismatch, never a signature.
  safeTxGas: z
    .string()
    .nullish()
    .transform((value) => value ?? '0'),
  baseGas: z
    .string()
    .nullish()
    .transform((value) => value ?? '0'),
  gasPrice: z
    .string()
    .nullish()
    .transform((value) => value ?? '0'),
  gasToken: AddressSchema.nullish().transform((value) => value ?? zeroAddress),
  refundReceiver: AddressExSchema.nullish().transform((value) => value?.value ?? zeroAddress),
  safeTxHash: z.string(),
  executor: AddressExSchema.nullish().default(null),
  signers: z.array(AddressExSchema),
  confirmationsRequired: z.number(),
  confirmations: z.array(ConfirmationSchema),
  rejectors: z.array(AddressExSchema).nullish().default([]),
  proposer: AddressExSchema.nullish().default(null),
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
  executedAt: z.number().nullish().default(null),
  txStatus: TransactionStatusSchema,
  txInfo: TransactionInfoSchema,
  txData: TransactionDataSchema.nullish().default(null),
  detailedExecutionInfo: z
    .discriminatedUnion('type', [MultisigExecutionDetailsSchema, ModuleExecutionDetailsSchema])
    .nullish()
    .default(null),
  txHash: z.string().nullish().default(null),
  safeAppInfo: z.object({ name: z.string(), url: z.string() }).nullish().default(null).catch(null),
  note: z.string().nullish().default(null),
})
export type TransactionDetails = z.infer<typeof TransactionDetailsSchema>
