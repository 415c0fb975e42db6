import { Badge, type BadgeTone } from '../../components/ui/Badge/Badge.tsx'
import { t } from '../i18n/t.ts'
import type { TransactionStatus } from '../TransactionSummarySchema.ts'

const tones: Record<TransactionStatus, BadgeTone> = {
  SUCCESS: 'success',
  FAILED: 'danger',
  CANCELLED: 'neutral',
  AWAITING_CONFIRMATIONS: 'warning',
  AWAITING_EXECUTION: 'warning',
}

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return <Badge tone={tones[status]}>{t(`transaction.status.${status}`)}</Badge>
}
