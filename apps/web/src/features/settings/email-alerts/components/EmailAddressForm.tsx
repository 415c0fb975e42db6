import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../../components/ui/Button/Button.tsx'
import { Field, TextInput } from '../../../../components/ui/Field/Field.tsx'
import { t } from '../i18n/t.ts'
import { findEmailProblem, maxEmailLength } from '../model/validateEmail.ts'

/**
 * An address to register, or to change to. Checked here first (the words say what is missing), then by
 * the gateway; `submit` answers an error sentence, or null when the code was sent.
 */
export function EmailAddressForm({
  label,
  hint,
  submitLabel,
  current,
  submit,
  onCancel,
}: {
  label: string
  hint: string
  submitLabel: string
  /** The address registered now, when changing it. */
  current?: string
  submit: (email: string) => Promise<string | null>
  onCancel?: () => void
}) {
  const id = useId()
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const problem = findEmailProblem(value, current)
  const error = refusal ?? (touched && problem ? t(`email_alerts.problems.email.${problem}`) : undefined)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setRefusal(null)
    if (problem) return
    setBusy(true)
    try {
      setRefusal(await submit(value.trim()))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={onSubmit}>
      <Field id={id} label={label} hint={hint} error={error}>
        <TextInput
          id={id}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={maxEmailLength + 20}
          value={value}
          invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value)
            setRefusal(null)
          }}
          onBlur={() => setTouched(value !== '')}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('email_alerts.registering') : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('email_alerts.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}
