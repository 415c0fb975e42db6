import { Link } from '@tanstack/react-router'
import { useAddressName } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { formatFiat, isZeroDecimal } from '../../../chain/formatFiat.ts'
import { useNativeBalance } from '../../../chain/getNativeBalance.ts'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { Badge, ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { safeId } from '../../../config/paths.ts'
import { t } from '../../../i18n/t.ts'
import type { SafeListItem } from '../model/toSafeListItems.ts'

function shorten(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** The Safe's balance in the chain's native currency, read from its node; nothing until it is known. */
function NativeBalance({ item }: { item: SafeListItem }) {
  const balance = useNativeBalance({ chain: item.chain, address: item.address })
  if (balance.status !== 'success') return null
  const { decimals, symbol } = item.chain.nativeCurrency
  return (
    <span className="font-semibold text-ink">
      {formatAmount(balance.data, decimals, { maxFractionDigits: 4 })} {symbol}
    </span>
  )
}

/** One Safe in a list: avatar, name or short address, network, threshold, value and what waits. */
export function SafeListRow({
  item,
  currency,
  current = false,
  loadingOverview = false,
  onNavigate,
}: {
  item: SafeListItem
  currency: string
  current?: boolean
  loadingOverview?: boolean
  onNavigate?: () => void
}) {
  const name = useAddressName(item.chain.chainId, item.address)
  const { overview } = item
  return (
    <Link
      to="/safe/$safeId"
      params={{ safeId: safeId(item.chain.shortName, item.address) }}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`flex items-center gap-3 rounded-control px-3 py-2.5 transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-accent ${current ? 'bg-accent-soft' : ''}`}
    >
      <AddressAvatar address={item.address} className="size-9 ring-0" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-semibold">{name ?? shorten(item.address)}</span>
        {name ? (
          <span className="truncate font-mono text-xs text-ink-muted">{shorten(item.address)}</span>
        ) : (
          overview && (
            <span className="truncate text-xs text-ink-muted">
              {t('safe_switcher.signers', { threshold: overview.threshold, owners: overview.owners.length })}
            </span>
          )
        )}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1">
        <ChainBadge
          name={item.chain.chainName}
          textColor={item.chain.theme.textColor}
          backgroundColor={item.chain.theme.backgroundColor}
        />
        {overview ? (
          <span
            className="flex items-center gap-1.5 text-xs text-ink-muted tabular-nums"
            data-testid="safe-list-figures"
          >
            {/* What waits is always said, "0 pending" too: an owner scanning the list looks for it. */}
            {overview.queued > 0 ? (
              <Badge tone="warning">{t('safe_switcher.queued', { count: overview.queued })}</Badge>
            ) : (
              <span>{t('safe_switcher.queued', { count: 0 })}</span>
            )}
            {/* Without a price source every total is "0", not a value: the native balance says more. */}
            {isZeroDecimal(overview.fiatTotal) ? (
              <NativeBalance item={item} />
            ) : (
              <span className="font-semibold text-ink">
                {formatFiat(overview.fiatTotal, currency, { compact: true })}
              </span>
            )}
          </span>
        ) : (
          loadingOverview && <Skeleton className="h-3 w-12" />
        )}
      </span>
    </Link>
  )
}
