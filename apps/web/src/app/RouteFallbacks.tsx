import { type ErrorComponentProps, Link } from '@tanstack/react-router'
import { buttonClassName } from '../components/ui/Button/Button.tsx'
import { Card } from '../components/ui/Card/Card.tsx'
import { Icon } from '../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'

function Fallback({ title, body }: { title: string; body: string }) {
  return (
    <div className="grid flex-1 place-items-center px-4 py-16">
      <Card className="flex w-full max-w-md flex-col items-start gap-4 p-8">
        <span className="grid size-11 place-items-center rounded-full bg-warning-soft text-warning">
          <Icon name="alert" className="size-5" />
        </span>
        <h1 className="text-xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm break-words text-ink-muted">{body}</p>
        <Link to="/" className={buttonClassName('secondary')}>
          {t('errors.go_home')}
        </Link>
      </Card>
    </div>
  )
}

export function NotFound() {
  return <Fallback title={t('errors.not_found_title')} body={t('errors.not_found_body')} />
}

export function RouteError({ error }: ErrorComponentProps) {
  return (
    <Fallback
      title={t('errors.generic_title')}
      body={error instanceof Error ? error.message : String(error)}
    />
  )
}

export function AddressProblem({ title, body }: { title: string; body: string }) {
  return <Fallback title={title} body={body} />
}
