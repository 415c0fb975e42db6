import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { OpenSafeForm } from './OpenSafeForm.tsx'

export function OpenSafePage() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <Card className="p-6 sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-control bg-accent-soft text-accent">
            <Icon name="vault" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight">{t('open_safe.title')}</h1>
        </div>
        <OpenSafeForm autoFocus />
      </Card>
    </div>
  )
}
