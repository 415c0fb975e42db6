import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import type { SafeMessageStatus } from '../../../safe-message/api/SafeMessageSchema.ts'
import { t } from '../i18n/t.ts'

export function MessageStatusBadge({ status }: { status: SafeMessageStatus }) {
  return <Badge tone={status === 'CONFIRMED' ? 'success' : 'warning'}>{t(`messages.status.${status}`)}</Badge>
}
