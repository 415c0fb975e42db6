import { type Address, getAddress, isAddress } from 'viem'
import * as z from 'zod/mini'

/** An address as the gateway sends it; checksummed here so comparisons and display agree. */
export const AddressSchema = z.pipe(
  z.string().check(z.refine((value) => isAddress(value, { strict: false }), 'not an address')),
  z.transform((value): Address => getAddress(value)),
)

/** A string the gateway may omit or send as null, read as `string | null` by `orNull`. */
function nullishString(orNull: (value: string | null | undefined) => string | null) {
  return z.pipe(z.nullish(z.string()), z.transform(orNull))
}

/** AddressEx (gateway-contract §4.2): CGW always sends name and logoUri, the SDK types them optional. */
export const AddressExSchema = z.object({
  value: AddressSchema,
  name: nullishString((name) => name || null),
  logoUri: nullishString((logoUri) => logoUri || null),
})
export type AddressEx = z.infer<typeof AddressExSchema>

export const VersionStateSchema = z.catch(z.enum(['UP_TO_DATE', 'OUTDATED', 'UNKNOWN']), 'UNKNOWN')
export type VersionState = z.infer<typeof VersionStateSchema>

const Count = z.int().check(z.nonnegative())

/** SafeInfo (gateway-contract §7.1): what the Safe's pages read about the Safe itself. */
export const SafeInfoSchema = z.object({
  address: AddressExSchema,
  chainId: z.string(),
  nonce: Count,
  threshold: Count,
  owners: z.array(AddressExSchema),
  implementation: AddressExSchema,
  implementationVersionState: VersionStateSchema,
  collectiblesTag: nullishString((tag) => tag ?? null),
  txQueuedTag: nullishString((tag) => tag ?? null),
  txHistoryTag: nullishString((tag) => tag ?? null),
  messagesTag: nullishString((tag) => tag ?? null),
  // CGW sends null for "none"; an empty list means the same.
  modules: z.pipe(
    z.nullish(z.array(AddressExSchema)),
    z.transform((modules) => modules ?? []),
  ),
  fallbackHandler: z.pipe(
    z.nullish(AddressExSchema),
    z.transform((handler) => handler ?? null),
  ),
  guard: z.pipe(
    z.nullish(AddressExSchema),
    z.transform((guard) => guard ?? null),
  ),
  version: nullishString((version) => version ?? null),
})
export type SafeInfo = z.infer<typeof SafeInfoSchema>
