import { Link } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Button, buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { unsubscribe } from '../api/unsubscribe.ts'
import { t } from '../i18n/t.ts'
import { parseUnsubscribeLink, type UnsubscribeRequest } from '../model/parseUnsubscribeLink.ts'

type Outcome =
  | { status: 'working' }
  | { status: 'done'; scope: 'one' | 'all' }
  | { status: 'failed'; reason: string }

/**
 * Where an alert's "Stop these alerts" links lead (`/unsubscribe?token=…&category=…`): it turns the
 * category off (or every one, without a category) as soon as it opens, says what happened, and offers
 * to stop the rest.
 */
export function UnsubscribePage({ token, category }: { token?: string; category?: string }) {
  const request = parseUnsubscribeLink({ token, category })
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <Card className="flex flex-col gap-5 p-6" data-testid="unsubscribe">
        <h1 className="text-xl font-bold">{t('unsubscribe.title')}</h1>
        {request.kind === 'invalid' ? (
          <Notice tone="danger">{t(`unsubscribe.invalid.${request.problem}`)}</Notice>
        ) : (
          <Unsubscribing request={request} />
        )}
        <p>
          <Link to="/" className={buttonClassName('secondary')}>
            {t('unsubscribe.home')}
          </Link>
        </p>
      </Card>
    </div>
  )
}

function Unsubscribing({ request }: { request: Exclude<UnsubscribeRequest, { kind: 'invalid' }> }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'working' })
  const run = useCallback(
    async (scope: 'one' | 'all') => {
      setOutcome({ status: 'working' })
      try {
        await unsubscribe(
          scope === 'one' && request.kind === 'one'
            ? { token: request.token, category: request.category }
            : { token: request.token },
        )
        setOutcome({ status: 'done', scope })
      } catch (error) {
        setOutcome({ status: 'failed', reason: describeGatewayError(error) })
      }
    },
    [request],
  )
  // Opening the link is the request; once per page (the call is idempotent, so a double run is harmless).
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void run(request.kind)
  }, [run, request.kind])

  if (outcome.status === 'working')
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('unsubscribe.working')}
      </p>
    )
  if (outcome.status === 'failed')
    return (
      <>
        <Notice tone="danger">{t('unsubscribe.failed', { reason: outcome.reason })}</Notice>
        <div>
          <Button variant="secondary" onClick={() => void run(request.kind)}>
            {t('unsubscribe.retry')}
          </Button>
        </div>
      </>
    )
  return (
    <>
      <div role="status">
        <Notice tone="success" testId="unsubscribe-done">
          {outcome.scope === 'one' && request.kind === 'one'
            ? t('unsubscribe.done_one', { category: t(`unsubscribe.category.${request.category}`) })
            : t('unsubscribe.done_all')}
        </Notice>
      </div>
      {outcome.scope === 'one' && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink-muted">{t('unsubscribe.more')}</p>
          <Button variant="secondary" onClick={() => void run('all')}>
            {t('unsubscribe.stop_all')}
          </Button>
        </div>
      )}
      <p className="text-sm text-ink-muted">{t('unsubscribe.turn_back_on')}</p>
    </>
  )
}
