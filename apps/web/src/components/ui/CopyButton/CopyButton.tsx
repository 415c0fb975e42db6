import { useEffect, useState } from 'react'
import { t } from '../../../i18n/t.ts'
import { buttonClassName } from '../Button/Button.tsx'
import { Icon } from '../Icon/Icon.tsx'

/**
 * Copies `value`; shows "Copied" for a moment so the person knows it worked. `iconOnly` keeps the words for
 * screen readers and the tooltip, where a row has no room for them (the Safe's sidebar).
 */
export function CopyButton({
  value,
  label = t('safe.copy_address'),
  iconOnly = false,
}: {
  value: string
  label?: string
  iconOnly?: boolean
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      className={`${buttonClassName('secondary', 'sm')} ${iconOnly ? 'w-8 shrink-0 px-0!' : ''}`}
      title={iconOnly ? label : undefined}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
    >
      <Icon name={copied ? 'check' : 'copy'} className={`size-4 ${copied ? 'text-success' : ''}`} />
      <span aria-live="polite" className={iconOnly ? 'sr-only' : undefined}>
        {copied ? t('safe.copied') : label}
      </span>
    </button>
  )
}
