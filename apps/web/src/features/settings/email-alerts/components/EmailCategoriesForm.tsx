import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Icon } from '../../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../../components/ui/Skeleton/Skeleton.tsx'
import {
  type EmailCategoryKey,
  type EmailCategoryState,
  type EmailKey,
  emailQueryKeys,
  getEmailCategories,
  setEmailCategories,
} from '../api/emailAlertsApi.ts'
import { t } from '../i18n/t.ts'
import { describeEmailError } from '../model/describeEmailError.ts'

/** What a verified email hears about: a checkbox per category, saved as soon as it changes. */
export function EmailCategoriesForm({ emailKey }: { emailKey: EmailKey }) {
  const queryClient = useQueryClient()
  const queryKey = emailQueryKeys.categories(emailKey)
  const categories = useQuery({ queryKey, queryFn: () => getEmailCategories(emailKey), retry: false })
  const [saving, setSaving] = useState(false)
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null)

  async function toggle(current: readonly EmailCategoryState[], key: EmailCategoryKey, on: boolean) {
    const enabled = current.flatMap((category) =>
      (category.key === key ? on : category.enabled) ? [category.key] : [],
    )
    setSaving(true)
    setOutcome(null)
    // The box shows the choice at once; the gateway's answer then says what is stored, a failure undoes it.
    queryClient.setQueryData(
      queryKey,
      current.map((category) => ({ ...category, enabled: enabled.includes(category.key) })),
    )
    try {
      queryClient.setQueryData(queryKey, await setEmailCategories(emailKey, enabled))
      setOutcome({ ok: true })
    } catch (error) {
      queryClient.setQueryData(queryKey, current)
      setOutcome({
        ok: false,
        message: t('email_alerts.categories_failed', { reason: describeEmailError(error) }),
      })
    } finally {
      setSaving(false)
    }
  }

  if (categories.status === 'pending')
    return (
      <div className="flex flex-col gap-2" aria-busy>
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    )
  if (categories.status === 'error')
    return (
      <p role="alert" className="text-sm font-medium text-danger">
        {t('email_alerts.categories_load_failed', { reason: describeEmailError(categories.error) })}
      </p>
    )
  const current = categories.data
  return (
    <fieldset className="flex flex-col gap-2" aria-busy={saving} data-testid="email-categories">
      <legend className="mb-1 text-sm font-semibold">{t('email_alerts.categories_title')}</legend>
      {current.map((category) => (
        <label key={category.key} className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={category.enabled}
            disabled={saving}
            onChange={(event) => void toggle(current, category.key, event.target.checked)}
          />
          {t(`email_alerts.category.${category.key}`)}
        </label>
      ))}
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {saving
          ? t('email_alerts.categories_saving')
          : outcome?.ok
            ? current.every((category) => !category.enabled)
              ? t('email_alerts.categories_none')
              : t('email_alerts.categories_saved')
            : ''}
      </p>
      {outcome && !outcome.ok && (
        <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          {outcome.message}
        </p>
      )}
    </fieldset>
  )
}
