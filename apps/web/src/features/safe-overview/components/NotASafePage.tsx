import { Link } from '@tanstack/react-router'
import type { Address } from 'viem'
import { AddressRow } from '../../../components/ui/Address/AddressRow.tsx'
import { ChainBadge } from '../../../components/ui/Badge/Badge.tsx'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon, type IconName } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { findExplorerUrl } from '../../../gateway/findExplorerUrl.ts'
import { type SafeOverviewKey, t } from '../i18n/t.ts'
import type { NotASafeProbe } from '../model/toSafeProbe.ts'

const copy: Record<
  NotASafeProbe['status'],
  { icon: IconName; title: SafeOverviewKey; body: SafeOverviewKey }
> = {
  empty: { icon: 'vault', title: 'not_a_safe.empty_title', body: 'not_a_safe.empty_body' },
  account: { icon: 'wallet', title: 'not_a_safe.account_title', body: 'not_a_safe.account_body' },
  not_a_safe: { icon: 'alert', title: 'not_a_safe.contract_title', body: 'not_a_safe.contract_body' },
}

/**
 * What a Safe's link shows when the chain says there is no Safe at the address: which kind of thing is
 * there instead (nothing yet, an account, another contract), and the two ways on: create a Safe on this
 * network, or open another. No balances, no tabs: there is no Safe to show them for.
 */
export function NotASafePage({
  chain,
  address,
  probe,
}: {
  chain: ChainInfo
  address: Address
  probe: NotASafeProbe
}) {
  const { icon, title, body } = copy[probe.status]
  return (
    <div className="grid flex-1 place-items-center px-4 py-12 sm:py-16">
      <Card className="flex w-full max-w-lg flex-col gap-5 p-6 sm:p-8" data-testid="not-a-safe">
        <span className="grid size-12 place-items-center rounded-full bg-warning-soft text-warning">
          <Icon name={icon} className="size-6" />
        </span>
        <div className="flex flex-col gap-2">
          <h1 className="text-xl font-bold tracking-tight">{t(title)}</h1>
          <p className="text-sm text-ink-muted">{t(body, { chain: chain.chainName })}</p>
        </div>
        <div className="flex flex-col items-start gap-2 rounded-control border border-line px-4 py-3">
          <ChainBadge
            name={chain.chainName}
            textColor={chain.theme.textColor}
            backgroundColor={chain.theme.backgroundColor}
          />
          <div className="w-full">
            <AddressRow address={address} explorerUrl={findExplorerUrl(chain, { address })} wrap />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/new-safe" search={{ chain: chain.shortName }} className={buttonClassName('primary')}>
            <Icon name="plus" />
            {t('not_a_safe.create')}
          </Link>
          <Link to="/open" className={buttonClassName('secondary')}>
            {t('not_a_safe.open_other')}
          </Link>
        </div>
      </Card>
    </div>
  )
}
