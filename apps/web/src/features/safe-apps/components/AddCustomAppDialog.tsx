import { type FormEvent, useId, useState } from 'react'
import { AppIcon } from '../../../components/ui/AppIcon/AppIcon.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Field, TextInput } from '../../../components/ui/Field/Field.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { t } from '../i18n/t.ts'
import { type AppUrlError, parseAppUrl } from '../model/appUrl.ts'
import type { CustomApp } from '../model/customAppsStore.ts'
import { fetchManifest, type ManifestError } from '../model/manifest.ts'

type Step = { step: 'input'; error?: string } | { step: 'checking' } | { step: 'preview'; app: CustomApp }

function urlErrorMessage(error: AppUrlError): string {
  if (error.code === 'not_allowed') return t('safe_apps.add.errors.not_allowed', { origin: error.origin })
  return t(`safe_apps.add.errors.${error.code}`)
}

function manifestErrorMessage(error: ManifestError): string {
  if (error.code === 'http') return t('safe_apps.add.errors.http', { status: error.status })
  if (error.code === 'invalid') return t(`safe_apps.add.errors.invalid_${error.field}`)
  return t(`safe_apps.add.errors.${error.code}`)
}

/**
 * Adds an app by URL: refused unless its origin may be framed here, then its manifest.json is read and
 * checked (name, description, icon) and shown before it is added.
 */
export function AddCustomAppDialog({
  allowedOrigins,
  onAdd,
  onClose,
}: {
  allowedOrigins: readonly string[]
  onAdd: (app: CustomApp) => void
  onClose: () => void
}) {
  const id = useId()
  const [input, setInput] = useState('')
  const [state, setState] = useState<Step>({ step: 'input' })

  async function check(event: FormEvent) {
    event.preventDefault()
    const parsed = parseAppUrl(input, allowedOrigins)
    if (!parsed.ok) {
      setState({ step: 'input', error: urlErrorMessage(parsed.error) })
      return
    }
    setState({ step: 'checking' })
    const manifest = await fetchManifest(parsed.app.manifestUrl)
    setState(
      manifest.ok
        ? { step: 'preview', app: { url: parsed.app.url, ...manifest.manifest } }
        : { step: 'input', error: manifestErrorMessage(manifest.error) },
    )
  }

  return (
    <Dialog title={t('safe_apps.add.title')} description={t('safe_apps.add.description')} onClose={onClose}>
      {state.step === 'preview' ? (
        <div className="flex flex-col gap-4">
          <div
            data-testid="custom-app-preview"
            className="flex items-start gap-3 rounded-control border border-line p-4"
          >
            <AppIcon name={state.app.name} iconUrl={state.app.iconUrl} />
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-semibold">{state.app.name}</p>
              <p className="text-sm text-ink-muted">{state.app.description}</p>
              <p className="text-xs break-all text-ink-muted">{state.app.url}</p>
            </div>
          </div>
          <Notice tone="warning">{t('safe_apps.add.unreviewed')}</Notice>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setState({ step: 'input' })}>
              {t('safe_apps.add.back')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                onAdd(state.app)
                onClose()
              }}
            >
              {t('safe_apps.add.confirm')}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void check(event)} className="flex flex-col gap-4">
          <Field
            id={id}
            label={t('safe_apps.add.url')}
            error={state.step === 'input' ? state.error : undefined}
            hint={t('safe_apps.add.url_hint', { origins: allowedOrigins.join(', ') })}
          >
            <TextInput
              id={id}
              data-autofocus
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              value={input}
              placeholder={t('safe_apps.add.url_placeholder')}
              invalid={state.step === 'input' && state.error !== undefined}
              disabled={state.step === 'checking'}
              onChange={(event) => {
                setInput(event.target.value)
                if (state.step === 'input' && state.error) setState({ step: 'input' })
              }}
            />
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={state.step === 'checking'}>
              {state.step === 'checking' && <Spinner className="size-4" />}
              {state.step === 'checking' ? t('safe_apps.add.checking') : t('safe_apps.add.check')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
