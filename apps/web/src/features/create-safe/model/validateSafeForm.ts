import { type Address, maxUint256, zeroAddress } from 'viem'
import { resolveAddressInput } from '../../../address/AddressField.tsx'
import type { AddressInputError } from '../../../address/parseAddressInput.ts'
import { type AddressBookEntry, maxNameLength } from '../../../address-book/addressBookStore.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'

/** The form as typed: one text per owner row, the threshold chosen, the salt nonce as text. */
export type SafeFormInput = {
  name: string
  owners: readonly string[]
  threshold: number
  saltNonce: string
}

/** The new Safe as it will be set up: checked owners in the order given, and the salt as a uint256. */
export type SafeSetupDraft = {
  name: string
  owners: readonly Address[]
  threshold: number
  saltNonce: bigint
}

/** The owner list's linked-list head (OwnerManager.SENTINEL_OWNERS): setup refuses it as an owner. */
export const sentinelOwner: Address = '0x0000000000000000000000000000000000000001'

export type OwnerError =
  | AddressInputError
  | { code: 'zero_address' }
  | { code: 'sentinel_address' }
  /** The same owner twice: setup reverts (GS204). `first` is the 0-based row it already appeared in. */
  | { code: 'duplicate'; first: number }

export type SafeFormErrors = {
  name?: { code: 'too_long'; max: number }
  /** One entry per owner row, undefined where the row is fine. */
  owners: readonly (OwnerError | undefined)[]
  /** `owners` is the number of owner rows: a threshold must be between 1 and it (GS201, GS202). */
  threshold?: { code: 'out_of_range'; owners: number }
  saltNonce?: { code: 'not_a_number' } | { code: 'too_large' }
}

export type SafeFormResult = { ok: true; draft: SafeSetupDraft } | { ok: false; errors: SafeFormErrors }

/**
 * Checks the "Create a Safe" form as `Safe.setup` will: every owner an address (checksum, network prefix
 * and address book names as in every other form), none zero, the sentinel or repeated; a threshold from
 * 1 to the number of owners; a salt nonce that fits a uint256. The name is optional (it only goes into
 * this browser's address book).
 */
export function validateSafeForm(
  input: SafeFormInput,
  { chain, book }: { chain: Pick<ChainInfo, 'shortName'>; book: readonly AddressBookEntry[] },
): SafeFormResult {
  const name = input.name.trim()
  const nameError =
    name.length > maxNameLength ? { code: 'too_long' as const, max: maxNameLength } : undefined

  const owners: Address[] = []
  const firstRow = new Map<Address, number>()
  const ownerErrors = input.owners.map((text, row): OwnerError | undefined => {
    const parsed = resolveAddressInput(text, { chain, book })
    if (!parsed.ok) return parsed.error
    const owner = parsed.address
    if (owner === zeroAddress) return { code: 'zero_address' }
    if (owner === sentinelOwner) return { code: 'sentinel_address' }
    const first = firstRow.get(owner)
    if (first !== undefined) return { code: 'duplicate', first }
    firstRow.set(owner, row)
    owners.push(owner)
    return undefined
  })

  const count = input.owners.length
  const thresholdError =
    Number.isInteger(input.threshold) && input.threshold >= 1 && input.threshold <= count
      ? undefined
      : { code: 'out_of_range' as const, owners: count }
  const salt = parseSaltNonce(input.saltNonce)

  if (
    count > 0 &&
    ownerErrors.every((error) => error === undefined) &&
    !nameError &&
    !thresholdError &&
    salt.ok
  )
    return { ok: true, draft: { name, owners, threshold: input.threshold, saltNonce: salt.value } }
  return {
    ok: false,
    errors: {
      owners: ownerErrors,
      ...(nameError && { name: nameError }),
      ...(thresholdError && { threshold: thresholdError }),
      ...(!salt.ok && { saltNonce: { code: salt.code } }),
    },
  }
}

/** A salt nonce as typed: a base-10 integer from 0 to 2^256 - 1 (spaces around it are ignored). */
export function parseSaltNonce(
  text: string,
): { ok: true; value: bigint } | { ok: false; code: 'not_a_number' | 'too_large' } {
  const value = text.trim()
  if (!/^\d{1,80}$/.test(value)) return { ok: false, code: value.length > 80 ? 'too_large' : 'not_a_number' }
  const salt = BigInt(value)
  return salt > maxUint256 ? { ok: false, code: 'too_large' } : { ok: true, value: salt }
}
