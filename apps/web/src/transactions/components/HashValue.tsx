import { CopyIconButton } from '../../components/ui/CopyButton/CopyIconButton.tsx'
import { Icon } from '../../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'

/** A hash in full (it wraps), with copy and, when the chain has an explorer, a link to it. */
export function HashValue({ value, explorerUrl }: { value: string; explorerUrl?: string | undefined }) {
  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 font-mono text-xs break-all">{value}</span>
      <CopyIconButton value={value} label={t('transaction.details.copy_hash')} />
      {explorerUrl && (
        <a
          href={explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('transaction.details.view_on_explorer')}
          title={t('transaction.details.view_on_explorer')}
          className="grid size-8 shrink-0 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon name="external" className="size-4" />
        </a>
      )}
    </span>
  )
}
