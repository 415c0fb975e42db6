import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { t as permissionsT } from '../../../safe-apps-permissions/i18n/t.ts'
import { useSafeAppPermissions } from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { t } from '../i18n/t.ts'

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' })

/**
 * What Safe Apps were allowed or refused, per site: a grant can be revoked, a refusal reset so the app
 * may ask again. The same store the app host reads, so a change applies to the app's next request.
 */
export function SafeAppsPermissions() {
  const { entries, revoke } = useSafeAppPermissions()
  if (entries.length === 0) return <p className="text-sm text-ink-muted">{t('settings.apps_none')}</p>
  return (
    <ul className="flex flex-col divide-y divide-line" aria-label={t('settings.apps_title')}>
      {entries.map((entry) => {
        const capability = permissionsT(`safe_apps.capabilities.${entry.capability}`)
        return (
          <li
            key={`${entry.origin} ${entry.capability}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3"
          >
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="truncate text-sm font-semibold">{entry.origin}</p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
                {capability}
                <Badge tone={entry.granted ? 'success' : 'danger'}>
                  {entry.granted ? t('settings.apps_allowed') : t('settings.apps_refused')}
                </Badge>
                {t('settings.apps_decided', { date: dateFormat.format(entry.date) })}
              </p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              aria-label={
                entry.granted
                  ? t('settings.apps_revoke_named', { capability, origin: entry.origin })
                  : t('settings.apps_reset_named', { capability, origin: entry.origin })
              }
              onClick={() => revoke(entry.origin, entry.capability)}
            >
              {entry.granted ? t('settings.apps_revoke') : t('settings.apps_reset')}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
