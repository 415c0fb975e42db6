import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
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
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { useSafeProbe } from '../api/getSafeProbe.ts'
import type { SafeProbe } from '../model/toSafeProbe.ts'

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-control bg-surface-muted px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-bold tabular-nums">{value}</dd>
    </div>
  )
}

function Notice({ tone, children }: { tone: 'warning' | 'danger'; children: string }) {
  return (
    <p
      className={`flex items-start gap-2.5 rounded-control px-4 py-3 text-sm font-medium ${tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-warning-soft text-warning'}`}
    >
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  )
}

/** The Safe's balance in the chain's native currency, read from the chain like the rest of this page. */
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
          <span className="text-3xl font-bold tracking-tight tabular-nums">
            {formatAmount(balance.data, decimals)}{' '}
            <span className="text-lg font-semibold text-ink-muted">{symbol}</span>
          </span>
        )}
      </dd>
    </dl>
  )
}

function OnChainCard({ chain, probe }: { chain: ChainInfo; probe: SafeProbe }) {
  const { address: connected } = useWalletSnapshot()
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-base font-bold">{t('safe.onchain_title')}</h2>
      {probe.status === 'loading' && (
        <p className="flex items-center gap-3 text-sm text-ink-muted">
          <Spinner className="size-4" />
          {t('safe.checking', { chain: chain.chainName })}
        </p>
      )}
      {probe.status === 'unreachable' && (
        <Notice tone="danger">{t('safe.read_failed', { chain: chain.chainName })}</Notice>
      )}
      {probe.status === 'no_contract' && (
        <Notice tone="warning">{t('safe.no_contract', { chain: chain.chainName })}</Notice>
      )}
      {probe.status === 'not_a_safe' && <Notice tone="warning">{t('safe.not_a_safe')}</Notice>}
      {probe.status === 'safe' && (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-3 gap-3">
            <Stat label={t('safe.version')} value={probe.version} />
            <Stat
              label={t('safe.threshold')}
              value={t('safe.threshold_value', { threshold: probe.threshold, owners: probe.owners.length })}
            />
            <Stat label={t('safe.nonce')} value={probe.nonce.toString()} />
          </dl>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-ink-muted">{t('safe.owners')}</h3>
            <ul className="divide-y divide-line overflow-hidden rounded-control border border-line">
              {probe.owners.map((owner) => (
                <li key={owner} className="flex items-center gap-3 px-4 py-2.5">
                  <AddressAvatar address={owner} className="size-6 ring-0" />
                  <span className="min-w-0 flex-1 truncate font-mono text-sm">{owner}</span>
                  {connected?.toLowerCase() === owner.toLowerCase() && (
                    <Badge tone="accent">{t('safe.you')}</Badge>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Card>
  )
}

/**
 * A Safe's page for now: who and where it is, its balance and what the chain says, and what comes
 * next. `actions` (e.g. Add funds) show beside the balance once the address is known to be a Safe.
 */
export function SafeOverview({
  chain,
  address,
  actions,
}: {
  chain: ChainInfo
  address: Address
  actions?: ReactNode
}) {
  const explorerUrl = findExplorerUrl(chain, { address })
  const probe = useSafeProbe({ chain, address })
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-10">
      <Card className="overflow-hidden">
        <div className="h-16 bg-gradient-to-r from-accent-soft via-transparent to-transparent" />
        <div className="-mt-8 flex flex-col gap-4 px-6 pb-6">
          <AddressAvatar address={address} className="size-16" />
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-xl font-bold tracking-tight">{t('safe.title')}</h1>
            <ChainBadge
              name={chain.chainName}
              textColor={chain.theme.textColor}
              backgroundColor={chain.theme.backgroundColor}
            />
            {chain.isTestnet && <Badge>{t('safe.testnet')}</Badge>}
            {probe.status === 'safe' && <Badge tone="success">v{probe.version}</Badge>}
          </div>
          <p className="font-mono text-sm break-all text-ink sm:text-base">
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
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-line px-6 py-5">
          <NativeBalance chain={chain} address={address} />
          {probe.status === 'safe' && actions}
        </div>
      </Card>

      <OnChainCard chain={chain} probe={probe} />

      <Card className="flex items-start gap-4 border-dashed p-6">
        <span className="grid size-10 shrink-0 place-items-center rounded-control bg-accent-soft text-accent">
          <Icon name="clock" className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-bold">{t('safe.coming_title')}</h2>
          <p className="text-sm text-ink-muted">{t('safe.coming_body')}</p>
          <Link to="/open" className="mt-2 self-start text-sm font-semibold text-accent hover:underline">
            {t('safe.open_another')}
          </Link>
        </div>
      </Card>
    </div>
  )
}
