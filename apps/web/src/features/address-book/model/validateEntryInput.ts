import type { Address } from 'viem'
import { checkAddress } from '../../../address/parseSafeAddressInput.ts'
import { type AddressBookEntry, maxNameLength } from '../../../address-book/addressBookStore.ts'

export type EntryInputErrors = {
  address?: 'empty' | 'invalid_address' | 'bad_checksum' | 'duplicate'
  name?: 'empty' | 'too_long'
}

export type EntryInputResult =
  | { ok: true; entry: AddressBookEntry }
  | { ok: false; errors: EntryInputErrors; duplicateOf?: string }

/**
 * Checks the add/edit form. `editing` is the address being edited (it may keep its own address);
 * adding an address that already has a name is refused, so a name is never replaced by accident.
 */
export function validateEntryInput(
  input: { address: string; name: string },
  { book, editing }: { book: readonly AddressBookEntry[]; editing?: Address | undefined },
): EntryInputResult {
  const errors: EntryInputErrors = {}
  const name = input.name.trim()
  if (name === '') errors.name = 'empty'
  else if (name.length > maxNameLength) errors.name = 'too_long'

  const raw = input.address.trim()
  let address: Address | undefined
  let duplicateOf: string | undefined
  if (raw === '') errors.address = 'empty'
  else {
    const checked = checkAddress(raw)
    if (!checked.ok) errors.address = checked.code
    else {
      address = checked.address
      const existing = book.find((entry) => entry.address === checked.address)
      if (existing && existing.address !== editing) {
        errors.address = 'duplicate'
        duplicateOf = existing.name
      }
    }
  }
  if (errors.address || errors.name || !address) {
    return { ok: false, errors, ...(duplicateOf ? { duplicateOf } : {}) }
  }
  return { ok: true, entry: { address, name } }
}
