import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { type AddressBookKey, t } from '../i18n/t.ts'
import type { CsvProblem } from '../model/addressBookCsv.ts'

export type ImportSummary =
  | { fileName: string; error: 'empty' | 'missing_columns' }
  | { fileName: string; thisChain: number; otherChains: number; problems: CsvProblem[] }

const problemText: Record<CsvProblem['reason'], AddressBookKey> = {
  invalid_address: 'address_book.csv_problems.invalid_address',
  bad_checksum: 'address_book.csv_problems.bad_checksum',
  missing_name: 'address_book.csv_problems.missing_name',
  name_too_long: 'address_book.csv_problems.name_too_long',
  invalid_chain_id: 'address_book.csv_problems.invalid_chain_id',
  columns: 'address_book.csv_problems.columns',
}

// Long files can have many bad lines: list the first few, count the rest.
const maxProblemsShown = 8

/** What an import did: how many names it added here and on other networks, and which lines it skipped. */
export function ImportSummaryDialog({ summary, onClose }: { summary: ImportSummary; onClose: () => void }) {
  if ('error' in summary) {
    return (
      <Dialog title={t('address_book.import_failed_title')} onClose={onClose}>
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {summary.error === 'empty'
            ? t('address_book.import_empty', { file: summary.fileName })
            : t('address_book.import_missing_columns', { file: summary.fileName })}
        </p>
        <div className="flex justify-end">
          <Button onClick={onClose} data-autofocus>
            {t('address_book.done')}
          </Button>
        </div>
      </Dialog>
    )
  }
  const extra = summary.problems.length - maxProblemsShown
  return (
    <Dialog title={t('address_book.imported_title')} onClose={onClose}>
      <ul className="flex flex-col gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Icon name="checkCircle" className="size-4 text-success" />
          {t('address_book.imported_here', { count: summary.thisChain })}
        </li>
        {summary.otherChains > 0 && (
          <li className="flex items-center gap-2">
            <Icon name="checkCircle" className="size-4 text-success" />
            {t('address_book.imported_elsewhere', { count: summary.otherChains })}
          </li>
        )}
      </ul>
      {summary.problems.length > 0 && (
        <div className="flex flex-col gap-2 rounded-control bg-warning-soft p-3 text-sm text-warning">
          <p className="font-semibold">{t('address_book.skipped', { count: summary.problems.length })}</p>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {summary.problems.slice(0, maxProblemsShown).map((problem) => (
              <li key={problem.line}>
                {t('address_book.skipped_line', {
                  line: problem.line,
                  reason: t(problemText[problem.reason]),
                })}
              </li>
            ))}
            {extra > 0 && <li>{t('address_book.skipped_more', { count: extra })}</li>}
          </ul>
        </div>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose} data-autofocus>
          {t('address_book.done')}
        </Button>
      </div>
    </Dialog>
  )
}
