import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { t } from '../../../i18n/t.ts'
import type { SafeMessageStatus } from '../../../safe-message/api/SafeMessageSchema.ts'

export function MessageStatusBadge({ status }: { status: SafeMessageStatus }) {
  return <Badge tone={status === 'CONFIRMED' ? 'success' : 'warning'}>{t(`messages.status.${status}`)}</Badge>
}
