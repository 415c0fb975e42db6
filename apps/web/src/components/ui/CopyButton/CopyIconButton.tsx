import { useEffect, useState } from 'react'
import { t } from '../../../i18n/t.ts'
import { Icon } from '../Icon/Icon.tsx'

/** A compact copy button for rows of addresses; its label says what it did. */
export function CopyIconButton({ value, label = t('safe.copy_address') }: { value: string; label?: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <button
      type="button"
      aria-label={copied ? t('safe.copied') : label}
      title={copied ? t('safe.copied') : label}
      onClick={() => {
        navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }}
      className="grid size-8 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Icon name={copied ? 'check' : 'copy'} className={`size-4 ${copied ? 'text-success' : ''}`} />
    </button>
  )
}
