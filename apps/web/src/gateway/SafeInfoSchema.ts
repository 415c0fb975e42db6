import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'

/** An address as the gateway sends it; checksummed here so comparisons and display agree. */
export const AddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'not an address')
  .transform((value): Address => getAddress(value))

/** AddressEx (gateway-contract §4.2): CGW always sends name and logoUri, the SDK types them optional. */
export const AddressExSchema = z.object({
  value: AddressSchema,
  name: z
    .string()
    .nullish()
    .transform((name) => name || null),
  logoUri: z
    .string()
    .nullish()
    .transform((logoUri) => logoUri || null),
})
export type AddressEx = z.infer<typeof AddressExSchema>

export const VersionStateSchema = z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN']).catch('UNKNOWN')
export type VersionState = z.infer<typeof VersionStateSchema>

/** SafeInfo (gateway-contract §7.1): what the Safe's pages read about the Safe itself. */
export const SafeInfoSchema = z.object({
  address: AddressExSchema,
  chainId: z.string(),
  nonce: z.number().int().nonnegative(),
  threshold: z.number().int().nonnegative(),
  owners: z.array(AddressExSchema),
  implementation: AddressExSchema,
  implementationVersionState: VersionStateSchema,
  collectiblesTag: z
    .string()
    .nullish()
    .transform((tag) => tag ?? null),
  txQueuedTag: z
    .string()
    .nullish()
    .transform((tag) => tag ?? null),
  txHistoryTag: z
    .string()
    .nullish()
    .transform((tag) => tag ?? null),
  messagesTag: z
    .string()
    .nullish()
    .transform((tag) => tag ?? null),
  // CGW sends null for "none"; an empty list means the same.
  modules: z
    .array(AddressExSchema)
    .nullish()
    .transform((modules) => modules ?? []),
  fallbackHandler: AddressExSchema.nullish().transform((handler) => handler ?? null),
  guard: AddressExSchema.nullish().transform((guard) => guard ?? null),
  version: z
    .string()
    .nullish()
    .transform((version) => version ?? null),
})
export type SafeInfo = z.infer<typeof SafeInfoSchema>
