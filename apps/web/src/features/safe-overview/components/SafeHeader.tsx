import type { ReactNode } from 'react'
import type { Address } from 'viem'
import { useAddressName } from '../../../address-book/addressBookStore.ts'
import { formatAmount } from '../../../chain/formatAmount.ts'
import { useNativeBalance } from '../../../chain/getNativeBalance.ts'
import { AddressAvatar } from '../../../components/ui/Avatar/AddressAvatar.tsx'
import { Badge, ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { buttonClassName, ExternalLinkButton } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { CopyButton } from '../../../components/ui/CopyButton/CopyButton.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { t } from '../../../i18n/t.ts'
import { useSafeProbe } from '../api/getSafeProbe.ts'

/** The Safe's balance in the chain's native currency, read from the chain so it is right even before indexing. */
function NativeBalance({ chain, address }: { chain: ChainInfo; address: Address }) {
  const balance = useNativeBalance({ chain, address })
  const { symbol, decimals } = chain.nativeCurrency
  return (
    <dl className="flex flex-col">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('safe.balance')}</dt>
      <dd data-testid="safe-balance" aria-live="polite" className="mt-1 flex min-h-9 items-center">
        {balance.status === 'pending' && <Spinner className="size-5" />}
        {balance.status === 'error' && (
          <span className="text-sm font-medium text-ink-muted">{t('safe.balance_unavailable')}</span>
        )}
        {balance.status === 'success' && (
          <span className="text-2xl font-bold tracking-tight tabular-nums">
            {formatAmount(balance.data, decimals)}{' '}
            <span className="text-base font-semibold text-ink-muted">{symbol}</span>
          </span>
        )}
      </dd>
    </dl>
  )
}

/** The chain could not be read: the page goes on with what the gateway says, and says why the rest is missing. */
function ProbeNotice({ chain, address }: { chain: ChainInfo; address: Address }) {
  const probe = useSafeProbe({ chain, address })
  if (probe.status !== 'unreachable') return null
  return (
    <p className="flex items-start gap-2.5 rounded-control bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {t('safe.read_failed', { chain: chain.chainName })}
    </p>
  )
}

/**
 * The top of every page of a Safe: who and where it is (name from the address book, network, version
 * read from the chain), copy and explorer links, its native balance, and the page's actions (Add
 * funds once the chain confirms it is a Safe) and `switcher` beside the name.
 */
export function SafeHeader({
  chain,
  address,
  actions,
  switcher,
}: {
  chain: ChainInfo
  address: Address
  actions?: ReactNode
  switcher?: ReactNode
}) {
  const explorerUrl = findExplorerUrl(chain, { address })
  const probe = useSafeProbe({ chain, address })
  const name = useAddressName(chain.chainId, address)
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <AddressAvatar address={address} className="size-14" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="truncate text-xl font-bold tracking-tight">{name ?? t('safe.title')}</h1>
            <ChainBadge
              name={chain.chainName}
              textColor={chain.theme.textColor}
              backgroundColor={chain.theme.backgroundColor}
            />
            {chain.isTestnet && <Badge>{t('safe.testnet')}</Badge>}
            {probe.status === 'safe' && <Badge tone="success">v{probe.version}</Badge>}
          </div>
          <p className="font-mono text-sm break-all text-ink">
            <span className="text-ink-muted">{chain.shortName}:</span>
            {address}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyButton value={address} />
            {explorerUrl ? (
              <ExternalLinkButton href={explorerUrl} size="sm">
                <Icon name="external" />
                {t('safe.view_on_explorer')}
              </ExternalLinkButton>
            ) : (
              <span
                className={buttonClassName('secondary', 'sm')}
                aria-disabled
                title={t('safe.no_explorer')}
              >
                <Icon name="external" className="size-4 opacity-50" />
                <span className="opacity-50">{t('safe.view_on_explorer')}</span>
              </span>
            )}
          </div>
        </div>
        {switcher && <div className="shrink-0 sm:self-start">{switcher}</div>}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line px-5 py-4">
        <NativeBalance chain={chain} address={address} />
        {/* Held in place, out of sight and reach, while the chain read is pending: the page must not jump
            when it confirms a Safe (the usual answer). Anything else removes them. */}
        {probe.status === 'loading' ? (
          <div className="invisible" aria-hidden inert>
            {actions}
          </div>
        ) : (
          probe.status === 'safe' && actions
        )}
      </div>
      <div className="px-5 empty:hidden [&:has(p)]:pb-4">
        <ProbeNotice chain={chain} address={address} />
      </div>
    </Card>
  )
}
