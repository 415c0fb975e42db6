import { AppTag } from '../../components/ui/AppIcon/AppTag.tsx'
import { t } from '../i18n/t.ts'
import type { SafeAppInfo } from '../SafeAppInfoSchema.ts'

/** "From <icon> <app>" on a queue or history row of a transaction a Safe App asked for. */
export function TransactionAppTag({ app }: { app: SafeAppInfo | null }) {
  if (!app) return null
  return <AppTag name={app.name} iconUrl={app.logoUri} label={t('transaction.via_app')} />
}
