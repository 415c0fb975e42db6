import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { DataDecodedSchema } from '../decoder/decoder.schema.ts'
import { AddressSchema } from '../safes/safes.schema.ts'

export const RecoveryParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })
export const RecoveryModuleParamsSchema = RecoveryParamsSchema.extend({ moduleAddress: AddressSchema })
export type RecoveryParams = z.infer<typeof RecoveryParamsSchema>

/** POST …/recovery: the SDK's `registerRecoveryModule` body (gateway-contract.md §15.1). */
export const RegisterRecoveryBodySchema = z.object({ moduleAddress: AddressSchema })

export const recoveryProposalStatuses = ['PENDING', 'EXECUTED', 'SKIPPED', 'EXPIRED'] as const

const OwnerSetupSchema = z.object({ owners: z.array(AddressSchema), threshold: z.number().int() })

export const RecoveryProposalSchema = z.object({
  queueNonce: z.number().int(),
  /** The Delay's `getTransactionHash` of the call. */
  txHash: z.string(),
  to: AddressSchema,
  value: z.string(),
  data: z.string().nullable(),
  operation: z.number().int(),
  dataDecoded: DataDecodedSchema.nullable(),
  /** What the Safe's owners become if it runs (from today's owners); null when it does anything else. */
  newSetup: OwnerSetupSchema.nullable(),
  proposer: AddressSchema.nullable(),
  /** The transaction that queued it. */
  transactionHash: z.string(),
  /** Unix ms. */
  addedAt: z.number().int(),
  executableAt: z.number().int(),
  /** Null when the Delay lets proposals wait for ever (expiration 0). */
  expiresAt: z.number().int().nullable(),
  status: z.enum(recoveryProposalStatuses),
  /** The transaction that executed it (status EXECUTED). */
  executedTransactionHash: z.string().nullable(),
})
export type RecoveryProposal = z.infer<typeof RecoveryProposalSchema>

export const RecoveryModuleSchema = z.object({
  address: AddressSchema,
  /** Enabled on the Safe now (a disabled Delay is listed with its past proposals). */
  enabled: z.boolean(),
  /** Registered for alerts (POST …/recovery). */
  registered: z.boolean(),
  /** Seconds, base-10 strings. */
  cooldown: z.string(),
  expiration: z.string(),
  txNonce: z.number().int(),
  queueNonce: z.number().int(),
  recoverers: z.array(AddressSchema),
  /** Newest first: every pending proposal and the latest settled ones. */
  proposals: z.array(RecoveryProposalSchema),
})

export const RecoverySchema = z.object({
  safeAddress: AddressSchema,
  modules: z.array(RecoveryModuleSchema),
})
export type Recovery = z.infer<typeof RecoverySchema>
