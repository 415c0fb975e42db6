import { getAddress, isAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'

/**
 * An address as clients send it: any case, normalised to EIP-55. Anything else is CGW's 422
 * `{ statusCode: 422, code: "custom", message: "Invalid address", path: [...] }`.
 */
export const AddressInputSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })
  .transform((value) => getAddress(value))
  .describe('Address, any case (normalised to EIP-55)')

/** A checksummed address in a response. */
export const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/)

export const SafeParamsSchema = z.object({
  chainId: ChainIdParamsSchema.shape.chainId,
  safeAddress: AddressInputSchema,
})
export type SafeParams = z.infer<typeof SafeParamsSchema>

/** CGW AddressInfo: name and logo always present, null when unknown. */
export const AddressExSchema = z.object({
  value: AddressSchema,
  name: z.string().nullable(),
  logoUri: z.string().nullable(),
})

/** Unix seconds as a string (CGW's tag format), or null when nothing exists yet. */
const TagSchema = z.string().regex(/^\d+$/).nullable()

export const ImplementationVersionStateSchema = z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN'])
export type ImplementationVersionState = z.infer<typeof ImplementationVersionStateSchema>

/** gateway-contract.md §7.1. */
export const SafeInfoSchema = z.object({
  address: AddressExSchema,
  chainId: z.string(),
  nonce: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  owners: z.array(AddressExSchema),
  implementation: AddressExSchema,
  implementationVersionState: ImplementationVersionStateSchema,
  collectiblesTag: TagSchema,
  txQueuedTag: TagSchema,
  txHistoryTag: TagSchema,
  messagesTag: TagSchema,
  modules: z.array(AddressExSchema).nullable(),
  fallbackHandler: AddressExSchema.nullable(),
  guard: AddressExSchema.nullable(),
  version: z.string().nullable(),
})
export type SafeInfo = z.infer<typeof SafeInfoSchema>

/** gateway-contract.md §6.21. */
export const NoncesSchema = z.object({
  currentNonce: z.number().int().nonnegative(),
  recommendedNonce: z.number().int().nonnegative(),
})
export type Nonces = z.infer<typeof NoncesSchema>

/** At most this many `chainId:address` entries of `GET /v1/safes` are processed (CGW's server default). */
export const maxOverviewSafes = 10

const OverviewEntrySchema = z
  .string()
  .regex(/^\d{1,20}:0x[0-9a-fA-F]{40}$/, 'Expected chainId:address')
  .refine((entry) => isAddress(entry.slice(entry.indexOf(':') + 1), { strict: false }), {
    message: 'Invalid address',
  })
  .transform((entry) => {
    const colon = entry.indexOf(':')
    return { chainId: entry.slice(0, colon), address: getAddress(entry.slice(colon + 1)) }
  })

/** `safes=<chainId>:<address>,…` (every entry is validated, only the first ten are read). */
export const SafeOverviewsQuerySchema = z.object({
  safes: z
    .string()
    .max(100 * 64)
    .transform((value) => value.split(','))
    .pipe(z.array(OverviewEntrySchema).min(1))
    .describe('Comma-separated chainId:address pairs; the first 10 are answered'),
  currency: z.string().max(16).optional().describe('Fiat code for fiatTotal (default usd)'),
  trusted: z
    .string()
    .optional()
    .describe('true: only trusted tokens count towards fiatTotal (default false)'),
  exclude_spam: z.string().optional().describe('Accepted for compatibility (default true)'),
  wallet_address: AddressInputSchema.optional().describe(
    'Counts the queued transactions this owner has yet to confirm',
  ),
})
export type SafeOverviewsQuery = z.infer<typeof SafeOverviewsQuerySchema>

/** gateway-contract.md §7.2. */
export const SafeOverviewSchema = z.object({
  address: AddressExSchema,
  chainId: z.string(),
  threshold: z.number().int().nonnegative(),
  owners: z.array(AddressExSchema),
  fiatTotal: z.string(),
  queued: z.number().int().nonnegative(),
  awaitingConfirmation: z.number().int().nonnegative().nullable(),
})
export type SafeOverview = z.infer<typeof SafeOverviewSchema>
