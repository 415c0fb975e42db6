import { Link } from '@tanstack/react-router'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'

/** "New transaction" in the Safe's header: a link, so it can open in a tab and needs no wallet code. */
export function NewTransactionButton({ safeId }: { safeId: string }) {
  return (
    <Link to="/safe/$safeId/new" params={{ safeId }} className={buttonClassName('primary')}>
      <Icon name="arrowRight" />
      {t('new_transaction.button')}
    </Link>
  )
}
