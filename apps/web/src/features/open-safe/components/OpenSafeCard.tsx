import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { OpenSafeForm } from './OpenSafeForm.tsx'

/** The "Open a Safe" card: the page's main heading on /open, a section of the home page. */
export function OpenSafeCard({ heading: Heading, autoFocus }: { heading: 'h1' | 'h2'; autoFocus?: boolean }) {
  return (
    <Card className="p-6 sm:p-8">
      <div className="mb-6 flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-control bg-accent-soft text-accent">
          <Icon name="vault" className="size-6" />
        </span>
        <Heading className="text-2xl font-bold tracking-tight">{t('open_safe.title')}</Heading>
      </div>
      <OpenSafeForm autoFocus={autoFocus} />
    </Card>
  )
}
