import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'
import type { RecipientWarning } from '../model/findRecipientWarnings.ts'

/** Warnings about a recipient that is allowed but rarely meant; they never block Continue. */
export function RecipientWarnings({ warnings }: { warnings: readonly RecipientWarning[] }) {
  if (warnings.length === 0) return null
  return (
    <ul className="flex flex-col gap-2" data-testid="recipient-warnings">
      {warnings.map((warning) => (
        <li
          key={warning}
          role="note"
          className="flex items-start gap-2 rounded-control bg-warning-soft px-3 py-2 text-sm font-medium text-warning"
        >
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {t(`new_transaction.recipient_warnings.${warning}`)}
        </li>
      ))}
    </ul>
  )
}
