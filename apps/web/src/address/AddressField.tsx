import { useId } from 'react'
import { type AddressBookEntry, useAddressBook } from '../address-book/addressBookStore.ts'
import { Field, TextInput } from '../components/ui/Field/Field.tsx'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { t } from '../i18n/t.ts'
import { addressInputErrorMessage } from './addressInputErrorMessage.ts'
import { type AddressInputResult, parseAddressInput } from './parseAddressInput.ts'

/**
 * Reads an address field of a Safe's form: an address book name typed in full stands for its
 * address; anything else must be an address (checksum checked).
 */
export function resolveAddressInput(
  input: string,
  { chain, book }: { chain: Pick<ChainInfo, 'shortName'>; book: readonly AddressBookEntry[] },
): AddressInputResult {
  const name = input.trim().toLowerCase()
  const named = name === '' ? undefined : book.find((entry) => entry.name.toLowerCase() === name)
  return named ? { ok: true, address: named.address } : parseAddressInput(input, chain)
}

/**
 * An address input with the address book as suggestions (a native datalist: searchable by name and
 * address, keyboard-friendly, no extra code). `showError` lets a form wait until the field was left;
 * `problem` is what the form finds wrong with a well-formed address (e.g. the same owner twice).
 */
export function AddressField({
  chain,
  label,
  value,
  onChange,
  showError,
  problem,
  placeholder = '0x…',
}: {
  chain: ChainInfo
  label: string
  value: string
  onChange: (value: string) => void
  showError: boolean
  problem?: string | undefined
  placeholder?: string
}) {
  const id = useId()
  const { entries } = useAddressBook(chain.chainId)
  const result = resolveAddressInput(value, { chain, book: entries })
  const error = !showError
    ? undefined
    : !result.ok
      ? addressInputErrorMessage(result.error, chain.chainName)
      : problem
  const name = result.ok ? entries.find((entry) => entry.address === result.address)?.name : undefined
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={name ? t('new_transaction.address.in_book', { name }) : t('new_transaction.address.hint')}
    >
      <TextInput
        id={id}
        list={`${id}-book`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={error !== undefined}
        placeholder={placeholder}
        spellCheck={false}
        autoComplete="off"
        className="font-mono text-sm"
      />
      <datalist id={`${id}-book`}>
        {entries.map((entry) => (
          <option key={entry.address} value={entry.address} label={entry.name} />
        ))}
      </datalist>
    </Field>
  )
}
