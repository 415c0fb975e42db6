import { type ChangeEvent, useId, useRef, useState } from 'react'
import {
  type AddressBookEntry,
  readAllAddressBooks,
  saveAddressBookEntries,
  useAddressBook,
} from '../../../address-book/addressBookStore.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { TextInput } from '../../../components/ui/Field/Field.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { t } from '../i18n/t.ts'
import { type CsvEntry, parseAddressBookCsv, serialiseAddressBookCsv } from '../model/addressBookCsv.ts'
import { EntryDialog } from './EntryDialog.tsx'
import { type ImportSummary, ImportSummaryDialog } from './ImportSummaryDialog.tsx'
import { RemoveDialog } from './RemoveDialog.tsx'

type OpenDialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; entry: AddressBookEntry }
  | { kind: 'remove'; entry: AddressBookEntry }
  | { kind: 'imported'; summary: ImportSummary }

function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Give the browser the click before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

function matches(entry: AddressBookEntry, query: string): boolean {
  const wanted = query.trim().toLowerCase()
  return (
    wanted === '' || entry.name.toLowerCase().includes(wanted) || entry.address.toLowerCase().includes(wanted)
  )
}

/** Names for addresses on this chain, kept in this browser: add, edit, remove, import and export CSV. */
export function AddressBookPage({ chain }: { chain: ChainInfo }) {
  const book = useAddressBook(chain.chainId)
  const [dialog, setDialog] = useState<OpenDialog>({ kind: 'none' })
  const [query, setQuery] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const searchId = useId()
  const close = () => setDialog({ kind: 'none' })
  const shown = book.entries.filter((entry) => matches(entry, query))

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = parseAddressBookCsv(await file.text())
    if (!result.ok) {
      setDialog({ kind: 'imported', summary: { fileName: file.name, error: result.error } })
      return
    }
    const byChain = new Map<string, CsvEntry[]>()
    for (const entry of result.entries)
      byChain.set(entry.chainId, [...(byChain.get(entry.chainId) ?? []), entry])
    for (const [chainId, entries] of byChain) {
      saveAddressBookEntries(
        chainId,
        entries.map(({ address, name }) => ({ address, name })),
      )
    }
    setDialog({
      kind: 'imported',
      summary: {
        fileName: file.name,
        thisChain: byChain.get(chain.chainId)?.length ?? 0,
        otherChains: result.entries.length - (byChain.get(chain.chainId)?.length ?? 0),
        problems: result.problems,
      },
    })
  }

  // Every network's names, not only this one's: a backup that silently left some out would lose them.
  const allBooks = readAllAddressBooks(chain.chainId)
  const exportCount = allBooks.reduce((count, other) => count + other.entries.length, 0)
  const onExport = () => {
    const csv = serialiseAddressBookCsv(
      allBooks.flatMap(({ chainId, entries }) => entries.map((entry) => ({ ...entry, chainId }))),
    )
    download('coffer-address-book.csv', csv)
  }

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-bold tracking-tight">{t('address_book.title')}</h2>
          <p className="text-sm text-ink-muted">{t('address_book.lead', { chain: chain.chainName })}</p>
          {exportCount > book.entries.length && (
            <p className="text-sm text-ink-muted" data-testid="address-book-export-scope">
              {t('address_book.export_hint', { count: exportCount })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <Icon name="upload" />
            {t('address_book.import')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onExport}
            disabled={exportCount === 0}
            title={t('address_book.export_hint', { count: exportCount })}
          >
            <Icon name="download" />
            {t('address_book.export')}
          </Button>
          <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
            <Icon name="plus" />
            {t('address_book.add')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="hidden"
            aria-label={t('address_book.import_file')}
            onChange={(event) => void onImport(event)}
          />
        </div>
      </div>

      <Card className="overflow-hidden">
        {book.entries.length > 0 && (
          <div className="border-b border-line p-3">
            <label htmlFor={searchId} className="sr-only">
              {t('address_book.search')}
            </label>
            <TextInput
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('address_book.search_placeholder')}
              className="h-10 text-sm"
            />
          </div>
        )}
        {book.entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-5 py-12 text-center">
            <span className="grid size-11 place-items-center rounded-full bg-accent-soft text-accent">
              <Icon name="users" className="size-5" />
            </span>
            <p className="font-semibold">{t('address_book.empty_title')}</p>
            <p className="max-w-sm text-sm text-ink-muted">{t('address_book.empty_body')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-ink-muted">
            {t('address_book.no_match', { query })}
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label={t('address_book.title')}>
            {shown.map((entry) => (
              <li key={entry.address} className="flex items-center gap-2 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <AddressRow
                    address={entry.address}
                    name={entry.name}
                    explorerUrl={findExplorerUrl(chain, { address: entry.address })}
                  />
                </div>
                <button
                  type="button"
                  onClick={() => setDialog({ kind: 'edit', entry })}
                  aria-label={t('address_book.edit_named', { name: entry.name })}
                  title={t('address_book.edit')}
                  className="grid size-8 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <Icon name="pencil" className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => setDialog({ kind: 'remove', entry })}
                  aria-label={t('address_book.remove_named', { name: entry.name })}
                  title={t('address_book.remove')}
                  className="grid size-8 place-items-center rounded-control text-ink-muted transition-colors hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <EntryDialog
          chainName={chain.chainName}
          book={book.entries}
          editing={dialog.kind === 'edit' ? dialog.entry : undefined}
          onSave={(entry, replacing) => book.save(entry, replacing)}
          onClose={close}
        />
      )}
      {dialog.kind === 'remove' && (
        <RemoveDialog
          entry={dialog.entry}
          onRemove={() => book.remove(dialog.entry.address)}
          onClose={close}
        />
      )}
      {dialog.kind === 'imported' && <ImportSummaryDialog summary={dialog.summary} onClose={close} />}
    </div>
  )
}
