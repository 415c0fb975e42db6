import { useEffect, useState } from 'react'
import { t } from '../../../i18n/t.ts'
import { buttonClassName } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'

/** Copies `value`; shows "Copied" for a moment so the person knows it worked. */
export function CopyButton({ value, label = t('safe.copy_address') }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={buttonClassName('secondary', 'sm')}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      <Icon name={copied ? 'check' : 'copy'} className={`size-4 ${copied ? 'text-success' : ''}`} />
      <span aria-live="polite">{copied ? t('safe.copied') : label}</span>
    </button>
  )
}
