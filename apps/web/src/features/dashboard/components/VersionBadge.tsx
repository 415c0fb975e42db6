import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import type { VersionState } from '../../../gateway/SafeInfoSchema.ts'
import { t } from '../../../i18n/t.ts'

export function VersionBadge({ state }: { state: VersionState }) {
  if (state === 'UP_TO_DATE') return <Badge tone="success">{t('version_state.up_to_date')}</Badge>
  if (state === 'OUTDATED') return <Badge tone="warning">{t('version_state.outdated')}</Badge>
  return <Badge>{t('version_state.unknown')}</Badge>
}
