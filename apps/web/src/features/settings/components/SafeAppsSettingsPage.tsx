import { t } from '../i18n/t.ts'
import { SafeAppsPermissions } from './SafeAppsPermissions.tsx'
import { Section } from './SettingsSection.tsx'

/** Settings → Safe Apps: what apps were allowed or refused, kept in this browser. */
export function SafeAppsSettingsPage() {
  return (
    <Section title={t('settings.apps_title')} description={t('settings.apps_description')}>
      <SafeAppsPermissions />
    </Section>
  )
}
