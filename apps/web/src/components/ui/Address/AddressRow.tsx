import type { ReactNode } from 'react'
import { t } from '../../../i18n/t.ts'
import { AddressAvatar } from '../Avatar/AddressAvatar.tsx'
import { CopyIconButton } from '../CopyButton/CopyIconButton.tsx'
import { Icon } from '../Icon/Icon.tsx'

/**
 * An address as people read it: avatar, its name (from the address book or the gateway) above the
 * full address, and copy and explorer buttons. `badge` sits beside the name (e.g. "You"). `wrap`
 * breaks a long address over lines instead of cutting its end off: where people check an address
 * before signing, every character must be visible. On a phone every address wraps: a cut address
 * cannot be told from a look-alike.
 */
export function AddressRow({
  address,
  name,
  explorerUrl,
  badge,
  wrap = false,
}: {
  address: string
  name?: string | null | undefined
  explorerUrl?: string | undefined
  badge?: ReactNode
  wrap?: boolean
}) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <AddressAvatar address={address} className="size-8 ring-0" />
      <div className="flex min-w-0 flex-1 flex-col">
        {(name || badge) && (
          <span className="flex min-w-0 items-center gap-2">
            {name && <span className="truncate text-sm font-semibold">{name}</span>}
            {badge}
          </span>
        )}
        <span
          className={`${wrap ? 'break-all' : 'break-all sm:truncate'} font-mono ${name ? 'text-xs text-ink-muted' : 'text-sm'}`}
          title={address}
        >
          {address}
        </span>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <CopyIconButton value={address} />
        {explorerUrl && (
          <a
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('safe.view_on_explorer')}
            title={t('safe.view_on_explorer')}
            className="grid size-8 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Icon name="external" className="size-4" />
          </a>
        )}
      </div>
    </div>
  )
}
