import { useCallback, useMemo } from 'react'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import { listStoredKeys, readStoredValue, useStoredValue, writeStoredValue } from '../config/storedValue.ts'
import { AddressSchema } from '../gateway/SafeInfoSchema.ts'

/**
 * The person's address book: names for addresses, one list per chain, kept in this browser only
 * (like Safe{Wallet}'s). Every page that shows an address reads its name from here.
 */
export const maxNameLength = 50

export const AddressBookEntrySchema = z.object({
  address: AddressSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(maxNameLength)),
})
export type AddressBookEntry = z.infer<typeof AddressBookEntrySchema>

// One bad entry (hand-edited storage) is dropped, not the whole book.
const StoredBookSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items) =>
    items.flatMap((item) => {
      const entry = AddressBookEntrySchema.safeParse(item)
      return entry.success ? [entry.data] : []
    }),
  ),
)

const emptyBook: AddressBookEntry[] = []

const storageKeyPrefix = 'coffer.addressBook.'

export function addressBookStorageKey(chainId: string): string {
  return `${storageKeyPrefix}${chainId}`
}

/**
 * Every network's book this browser holds, `firstChainId`'s first, then by chain id: an export takes
 * them all, as Safe{Wallet}'s does, so a backup never silently leaves a network out.
 */
export function readAllAddressBooks(
  firstChainId: string,
): { chainId: string; entries: AddressBookEntry[] }[] {
  const chainIds = listStoredKeys(storageKeyPrefix)
    .map((key) => key.slice(storageKeyPrefix.length))
    .filter((chainId) => /^[1-9]\d*$/.test(chainId))
  return [...new Set([firstChainId, ...chainIds])]
    .sort((a, b) => (a === firstChainId ? -1 : b === firstChainId ? 1 : Number(a) - Number(b)))
    .map((chainId) => ({ chainId, entries: readAddressBook(chainId) }))
    .filter((book) => book.entries.length > 0)
}

/** Adds or renames: one entry per address, the newest name wins, order kept. */
export function upsertEntries(
  book: readonly AddressBookEntry[],
  entries: readonly AddressBookEntry[],
): AddressBookEntry[] {
  const next = [...book]
  for (const entry of entries) {
    const index = next.findIndex((existing) => existing.address === entry.address)
    if (index === -1) next.push(entry)
    else next[index] = entry
  }
  return next
}

export function readAddressBook(chainId: string): AddressBookEntry[] {
  return readStoredValue(addressBookStorageKey(chainId), StoredBookSchema, emptyBook)
}

export function saveAddressBookEntries(chainId: string, entries: readonly AddressBookEntry[]): void {
  writeStoredValue(addressBookStorageKey(chainId), upsertEntries(readAddressBook(chainId), entries))
}

export function useAddressBook(chainId: string) {
  const [entries, setEntries] = useStoredValue(addressBookStorageKey(chainId), StoredBookSchema, emptyBook)
  const upsert = useCallback(
    (added: readonly AddressBookEntry[]) => setEntries(upsertEntries(entries, added)),
    [entries, setEntries],
  )
  /** Saves one entry; `replacing` is the address it had before an edit (its place in the list is kept). */
  const save = useCallback(
    (entry: AddressBookEntry, replacing?: Address) => {
      const index = replacing ? entries.findIndex((existing) => existing.address === replacing) : -1
      if (index === -1) {
        setEntries(upsertEntries(entries, [entry]))
        return
      }
      const others = entries.filter((existing, at) => at === index || existing.address !== entry.address)
      setEntries(others.map((existing) => (existing.address === replacing ? entry : existing)))
    },
    [entries, setEntries],
  )
  const remove = useCallback(
    (address: Address) => setEntries(entries.filter((entry) => entry.address !== address)),
    [entries, setEntries],
  )
  return { entries, upsert, save, remove }
}

/** A lookup of this chain's names by address (any case). */
export function useAddressNames(chainId: string): (address: string) => string | undefined {
  const { entries } = useAddressBook(chainId)
  const byAddress = useMemo(
    () => new Map(entries.map((entry) => [entry.address.toLowerCase(), entry.name])),
    [entries],
  )
  return useCallback((address: string) => byAddress.get(address.toLowerCase()), [byAddress])
}

/** The name the person gave `address` on this chain, if any. */
export function useAddressName(chainId: string, address: string): string | undefined {
  return useAddressNames(chainId)(address)
}
