import { Link } from '@tanstack/react-router'
import { Icon } from '../../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'

/** "Open transaction page": the shareable page of a transaction, from a row that shows it expanded. */
export function TransactionPageLink({ safeId, txId }: { safeId: string; txId: string }) {
  return (
    <Link
      to="/safe/$safeId/transactions/$txId"
      params={{ safeId, txId }}
      className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent hover:underline"
    >
      {t('transaction.open_page')}
      <Icon name="arrowRight" className="size-4" />
    </Link>
  )
}
