import type { Address } from 'viem'
import { useAddressNames } from '../../../address-book/addressBookStore.ts'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import type { AddressEx, SafeInfo, VersionState } from '../../../gateway/SafeInfoSchema.ts'
// The Safe's own words (its threshold, nonce, version) are the Safe header's too: the app's table.
import { t as appT } from '../../../i18n/t.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { AddOwnerButton, ChangeThresholdButton, OwnerRowActions } from './OwnerManagement.tsx'
import { SafeInfoGate, Section } from './SettingsSection.tsx'

function VersionStateNote({ state }: { state: VersionState }) {
  if (state === 'UP_TO_DATE') {
    return (
      <p className="flex items-center gap-2 text-sm text-success">
        <Icon name="checkCircle" className="size-4" />
        {t('settings.version_up_to_date')}
      </p>
    )
  }
  if (state === 'OUTDATED') {
    return (
      <p className="flex items-center gap-2 text-sm text-warning">
        <Icon name="alert" className="size-4" />
        {t('settings.version_outdated')}
      </p>
    )
  }
  return <p className="text-sm text-ink-muted">{t('settings.version_unknown')}</p>
}

/** A contract the Safe points at: named from the address book first, then by the gateway's registry. */
function ContractList({
  chain,
  items,
  empty,
  nameOf,
}: {
  chain: ChainInfo
  items: readonly AddressEx[]
  empty: string
  nameOf: (address: string) => string | undefined
}) {
  if (items.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.value}>
          <AddressRow
            address={item.value}
            name={nameOf(item.value) ?? item.name}
            explorerUrl={findExplorerUrl(chain, { address: item.value })}
          />
        </li>
      ))}
    </ul>
  )
}

/**
 * Settings → Owners and setup (the page /settings opens): who signs and how many must, the Safe's
 * version, and the contracts it trusts.
 */
export function OwnersSettingsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  return (
    <SafeInfoGate chain={chain} address={address}>
      {(safe) => <OwnersAndSetup chain={chain} address={address} safe={safe} />}
    </SafeInfoGate>
  )
}

function OwnersAndSetup({ chain, address, safe }: { chain: ChainInfo; address: Address; safe: SafeInfo }) {
  const nameOf = useAddressNames(chain.chainId)
  const { address: connected } = useWalletSnapshot()
  const owners = { safe: address, owners: safe.owners.map((owner) => owner.value), threshold: safe.threshold }
  return (
    <div className="flex flex-col gap-5">
      <Section
        title={t('settings.owners_title', { count: safe.owners.length })}
        description={t('settings.owners_description')}
      >
        <ul className="flex flex-col gap-3">
          {safe.owners.map((owner) => (
            <li key={owner.value} className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <AddressRow
                  address={owner.value}
                  name={nameOf(owner.value) ?? owner.name}
                  explorerUrl={findExplorerUrl(chain, { address: owner.value })}
                  badge={
                    connected === owner.value ? <Badge tone="accent">{appT('safe.you')}</Badge> : undefined
                  }
                />
              </div>
              <OwnerRowActions chain={chain} safe={owners} connected={connected} owner={owner.value} />
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <AddOwnerButton chain={chain} safe={owners} connected={connected} />
        </div>
      </Section>

      <Section title={t('settings.threshold_title')} description={t('settings.threshold_description')}>
        <p className="text-sm">
          <span data-testid="settings-threshold" className="text-2xl font-bold tabular-nums">
            {appT('safe.threshold_value', { threshold: safe.threshold, owners: safe.owners.length })}
          </span>{' '}
          <span className="text-ink-muted">{t('settings.threshold_suffix')}</span>
        </p>
        <div className="mt-4">
          <ChangeThresholdButton chain={chain} safe={owners} connected={connected} />
        </div>
      </Section>

      <Section title={t('settings.version_title')} description={t('settings.version_description')}>
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <div className="rounded-control bg-surface-muted px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {appT('safe.version')}
              </dt>
              <dd className="mt-1 text-lg font-bold">{safe.version ?? appT('dashboard.unknown')}</dd>
            </div>
            <div className="rounded-control bg-surface-muted px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
                {appT('safe.nonce')}
              </dt>
              <dd data-testid="settings-nonce" className="mt-1 text-lg font-bold tabular-nums">
                {safe.nonce}
              </dd>
            </div>
          </dl>
          <VersionStateNote state={safe.implementationVersionState} />
          <div className="flex flex-col gap-1.5">
            <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('settings.implementation')}
            </h3>
            <AddressRow
              address={safe.implementation.value}
              name={nameOf(safe.implementation.value) ?? safe.implementation.name}
              explorerUrl={findExplorerUrl(chain, { address: safe.implementation.value })}
            />
          </div>
        </div>
      </Section>

      <Section title={t('settings.modules_title')} description={t('settings.modules_description')}>
        <ContractList chain={chain} items={safe.modules} empty={t('settings.no_modules')} nameOf={nameOf} />
      </Section>

      <Section title={t('settings.guard_title')} description={t('settings.guard_description')}>
        <ContractList
          chain={chain}
          items={safe.guard ? [safe.guard] : []}
          empty={t('settings.no_guard')}
          nameOf={nameOf}
        />
      </Section>

      <Section title={t('settings.fallback_title')} description={t('settings.fallback_description')}>
        <ContractList
          chain={chain}
          items={safe.fallbackHandler ? [safe.fallbackHandler] : []}
          empty={t('settings.no_fallback')}
          nameOf={nameOf}
        />
      </Section>
    </div>
  )
}
