import { type FormEvent, useId, useState } from 'react'
import type { Address } from 'viem'
import type { AddressBookEntry } from '../../../address-book/addressBookStore.ts'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, TextInput } from '../../../components/ui/Field/Field.tsx'
// Address problems read the same everywhere an address is typed: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { t } from '../i18n/t.ts'
import { type EntryInputErrors, validateEntryInput } from '../model/validateEntryInput.ts'

function addressError(
  error: EntryInputErrors['address'],
  duplicateOf: string | undefined,
): string | undefined {
  if (error === 'empty') return t('address_book.errors.address_empty')
  if (error === 'invalid_address') return appT('open_safe.errors.invalid_address')
  if (error === 'bad_checksum') return appT('open_safe.errors.bad_checksum')
  if (error === 'duplicate') return t('address_book.errors.duplicate', { name: duplicateOf ?? '' })
  return undefined
}

function nameError(error: EntryInputErrors['name']): string | undefined {
  if (error === 'empty') return t('address_book.errors.name_empty')
  if (error === 'too_long') return t('address_book.errors.name_too_long')
  return undefined
}

/** Add an entry, or edit one (`editing`): the address can be pasted in any case; errors show on submit. */
export function EntryDialog({
  chainName,
  book,
  editing,
  onSave,
  onClose,
}: {
  chainName: string
  book: readonly AddressBookEntry[]
  editing?: AddressBookEntry | undefined
  onSave: (entry: AddressBookEntry, replaced: Address | undefined) => void
  onClose: () => void
}) {
  const id = useId()
  const [address, setAddress] = useState<string>(editing?.address ?? '')
  const [name, setName] = useState(editing?.name ?? '')
  const [submitted, setSubmitted] = useState(false)
  const result = validateEntryInput({ address, name }, { book, editing: editing?.address })
  const errors = submitted && !result.ok ? result.errors : {}
  const duplicateOf = result.ok ? undefined : result.duplicateOf

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!result.ok) return
    onSave(result.entry, editing?.address)
    onClose()
  }

  return (
    <Dialog
      title={editing ? t('address_book.edit_title') : t('address_book.add_title')}
      description={t('address_book.dialog_description', { chain: chainName })}
      onClose={onClose}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field id={`${id}-name`} label={t('address_book.name')} error={nameError(errors.name)}>
          <TextInput
            id={`${id}-name`}
            data-autofocus
            value={name}
            maxLength={80}
            autoComplete="off"
            invalid={errors.name !== undefined}
            onChange={(event) => setName(event.target.value)}
            placeholder={t('address_book.name_placeholder')}
          />
        </Field>
        <Field
          id={`${id}-address`}
          label={t('address_book.address')}
          error={addressError(errors.address, duplicateOf)}
        >
          <TextInput
            id={`${id}-address`}
            value={address}
            autoComplete="off"
            spellCheck={false}
            invalid={errors.address !== undefined}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="0x…"
            className="font-mono text-sm"
          />
        </Field>
        <div className="flex justify-end gap-2 pt-1">
          <Button variant="secondary" onClick={onClose}>
            {t('address_book.cancel')}
          </Button>
          <Button type="submit">{t('address_book.save')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
