import type { Hex } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'

/** Calldata: whole bytes, at most 128 KiB (an execTransaction batch is far smaller). */
const CallDataSchema = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'Invalid hex bytes')
  .max(2 + 2 * 128 * 1024, 'Data too large')
  .transform((value): Hex => `0x${value.slice(2)}`)

const HashSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid hash')
  .transform((value): Hex => `0x${value.slice(2).toLowerCase()}`)

export const RelayParamsSchema = ChainIdParamsSchema

/** gateway-contract.md §12.1. `acceptUnverifiedSimulation` (CGW HEAD) is accepted and ignored: we always simulate. */
export const RelayBodySchema = z.object({
  version: z
    .string()
    .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/, 'Expected a Safe version (semver)')
    .describe('The Safe version, e.g. 1.4.1'),
  to: AddressSchema,
  data: CallDataSchema,
  gasLimit: z
    .string()
    .regex(/^\d{1,30}$/, 'Expected a base-10 integer string')
    .optional()
    .describe('Accepted for compatibility; the gateway sends with its own estimate'),
  safeTxHash: HashSchema.optional().describe('When given, must be the hash of the relayed execTransaction'),
  acceptUnverifiedSimulation: z.boolean().optional(),
})
export type RelayBody = z.infer<typeof RelayBodySchema>

export const RelayResponseSchema = z.object({
  taskId: z.string().describe('The relayed transaction hash'),
})

export const RelayCountParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })

export const RelayCountResponseSchema = z.object({
  remaining: z.number().int().min(0),
  limit: z.number().int().min(0),
})
export type RelayCount = z.infer<typeof RelayCountResponseSchema>

export const RelayStatusParamsSchema = ChainIdParamsSchema.extend({
  taskId: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'Invalid task id')
    .transform((value) => value.toLowerCase()),
})

/** 100 pending (sent, no receipt yet), 200 success, 400 reverted on chain; 110 and 500 are never sent. */
export const RelayStatusResponseSchema = z.object({
  status: z.union([z.literal(100), z.literal(110), z.literal(200), z.literal(400), z.literal(500)]),
  receipt: z.object({ transactionHash: z.string() }).optional(),
})
export type RelayStatus = z.infer<typeof RelayStatusResponseSchema>
