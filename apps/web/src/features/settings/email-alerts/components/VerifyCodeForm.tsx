import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from '../../../../components/ui/Button/Button.tsx'
import { Field, TextInput } from '../../../../components/ui/Field/Field.tsx'
import { t } from '../i18n/t.ts'
import { findCodeProblem, normalizeCode } from '../model/validateEmail.ts'
import { type CodeRefusal, secondsUntilResend } from '../model/verificationCode.ts'

function refusalWords(refusal: CodeRefusal): string {
  if (refusal.kind !== 'wrong') return t(`email_alerts.problems.refused.${refusal.kind}`)
  return refusal.triesLeft === 1
    ? t('email_alerts.problems.refused.wrong_one')
    : t('email_alerts.problems.refused.wrong', { tries: refusal.triesLeft })
}

/** Whole seconds until a new code may be asked for, re-rendered each second while counting. */
function useResendCountdown(sentAt: number | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  const seconds = secondsUntilResend(sentAt, now)
  useEffect(() => {
    if (seconds === 0) return
    const timer = window.setTimeout(() => setNow(Date.now()), 1000)
    return () => window.clearTimeout(timer)
  }, [seconds])
  return seconds
}

/**
 * The 6-digit code from the email, and a new one at most every 30 s. `verify` answers null when the
 * email is verified, else why the code was refused; `resend` answers an error sentence or null.
 */
export function VerifyCodeForm({
  sentAt,
  verify,
  resend,
}: {
  sentAt: number | undefined
  verify: (code: string) => Promise<CodeRefusal | string | null>
  resend: () => Promise<string | null>
}) {
  const id = useId()
  const [value, setValue] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const seconds = useResendCountdown(sentAt)
  const problem = findCodeProblem(value)
  const error = refusal ?? (touched && problem ? t(`email_alerts.problems.code.${problem}`) : undefined)

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setTouched(true)
    setRefusal(null)
    if (problem) return
    setBusy(true)
    try {
      const answer = await verify(normalizeCode(value))
      setRefusal(answer === null ? null : typeof answer === 'string' ? answer : refusalWords(answer))
    } finally {
      setBusy(false)
    }
  }

  async function onResend() {
    setBusy(true)
    try {
      const failure = await resend()
      setRefusal(failure)
      if (failure === null) {
        setValue('')
        setTouched(false)
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="flex flex-col gap-3" noValidate onSubmit={onSubmit}>
      <Field id={id} label={t('email_alerts.code_label')} error={error}>
        <TextInput
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="000000"
          maxLength={12}
          className="max-w-48 font-mono tracking-[0.3em]"
          value={value}
          invalid={error !== undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setRefusal(null)
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? t('email_alerts.verifying') : t('email_alerts.verify')}
        </Button>
        <Button variant="secondary" disabled={busy || seconds > 0} onClick={() => void onResend()}>
          {seconds > 0 ? t('email_alerts.resend_in', { seconds }) : t('email_alerts.resend')}
        </Button>
      </div>
    </form>
  )
}
