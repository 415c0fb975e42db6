import { createFileRoute } from '@tanstack/react-router'
import { AppearanceOptions } from '../features/appearance/components/AppearanceOptions.tsx'
import { Section } from '../features/settings/components/SettingsSection.tsx'
import { t } from '../features/settings/i18n/t.ts'

// Settings → Appearance: the header's Appearance menu, as a page.
export const Route = createFileRoute('/safe/$safeId/settings/appearance')({
  component: AppearanceSettingsRoute,
})

function AppearanceSettingsRoute() {
  return (
    <Section title={t('settings.appearance_title')} description={t('settings.appearance_description')}>
      <AppearanceOptions />
    </Section>
  )
}
