import { Button } from '../components/ui/Button/Button.tsx'
import { Card } from '../components/ui/Card/Card.tsx'
import { Icon } from '../components/ui/Icon/Icon.tsx'
import { Spinner } from '../components/ui/Spinner/Spinner.tsx'
import { getGatewayBaseUrl } from '../gateway/gatewayClient.ts'
import { t } from '../i18n/t.ts'
import { LogoMark } from './LogoMark.tsx'

export function BootLoading() {
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <div className="flex flex-col items-center gap-5 text-center" role="status" aria-live="polite">
        <LogoMark className="size-12" />
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('boot.loading')}
        </div>
      </div>
    </main>
  )
}

export function BootError({
  kind,
  details,
  onRetry,
  retrying,
}: {
  kind: 'unreachable' | 'no_chains'
  details?: string | undefined
  onRetry: () => void
  retrying: boolean
}) {
  const url = getGatewayBaseUrl()
  return (
    <main className="grid min-h-screen place-items-center p-6">
      <Card className="flex w-full max-w-lg flex-col gap-5 p-8" role="alert">
        <span className="grid size-12 place-items-center rounded-full bg-danger-soft text-danger">
          <Icon name="server" className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-xl font-bold tracking-tight">
            {kind === 'unreachable' ? t('boot.error_title') : t('boot.no_chains_title')}
          </h1>
          <p className="text-sm leading-relaxed text-ink-muted">
            {kind === 'unreachable' ? t('boot.error_body', { url }) : t('boot.no_chains_body', { url })}
          </p>
        </div>
        {details && (
          <details className="rounded-control bg-surface-muted px-4 py-3 text-sm">
            <summary className="cursor-pointer font-semibold text-ink-muted">
              {t('boot.error_details')}
            </summary>
            <code className="mt-2 block font-mono text-xs break-all text-ink-muted">{details}</code>
          </details>
        )}
        <Button onClick={onRetry} disabled={retrying} className="self-start">
          {retrying && <Spinner className="size-4 text-on-accent" />}
          {t('boot.retry')}
        </Button>
      </Card>
    </main>
  )
}
