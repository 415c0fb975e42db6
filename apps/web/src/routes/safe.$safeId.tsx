import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import type { Address } from 'viem'
import { parseSafeAddressInput } from '../address/parseSafeAddressInput.ts'
import { safeAddressInputErrorMessage } from '../address/safeAddressInputErrorMessage.ts'
import { AddressProblem } from '../app/RouteFallbacks.tsx'
import { loadOnDemand } from '../components/onDemand/loadOnDemand.tsx'
import { Spinner } from '../components/ui/Spinner/Spinner.tsx'
import { safeId } from '../config/paths.ts'
import { AddFundsButton } from '../features/add-funds/components/AddFundsButton.tsx'
import { MessagesCountBadge } from '../features/messages/components/MessagesCountBadge.tsx'
import { NewTransactionButton } from '../features/new-transaction/components/NewTransactionButton.tsx'
import { QueueCountBadge } from '../features/queue/components/QueueCountBadge.tsx'
import { useSafeProbe } from '../features/safe-overview/api/getSafeProbe.ts'
import { SafeShell } from '../features/safe-overview/components/SafeShell.tsx'
import { isNotASafe } from '../features/safe-overview/model/toSafeProbe.ts'
import { SafeSwitcher } from '../features/safe-switcher/components/SafeSwitcher.tsx'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { SafeLiveUpdates } from '../gateway/live/SafeLiveUpdates.tsx'
import { t } from '../i18n/t.ts'
import { SafeMessageSignHost } from '../safe-message/components/SafeMessageSignHost.tsx'
import { SafeTxReviewHost } from '../safe-tx/components/SafeTxReviewHost.tsx'

// Never part of a Safe's first paint: it loads when the chain says there is no Safe at the address.
const NotASafePage = loadOnDemand(
  () => import('../features/safe-overview/components/NotASafePage.tsx').then((module) => module.NotASafePage),
  <div className="flex justify-center py-16">
    <Spinner className="size-8" label={t('safe.checking_address')} />
  </div>,
)

// /safe/<shortName>:<address>. Any accepted spelling (lowercase address, upper-case prefix) is
// redirected to the one canonical URL, so links and history entries compare equal. The pages of the
// Safe (dashboard, assets, …) render in the Outlet inside its shell (sidebar, or one line and a menu).
export const Route = createFileRoute('/safe/$safeId')({
  beforeLoad: ({ params, context, location }) => {
    const target = parseSafeAddressInput(params.safeId, { chains: context.chains })
    if (target.ok && target.prefixed) {
      const canonical = safeId(target.chain.shortName, target.address)
      if (canonical !== params.safeId) {
        // Keep the sub-page (…/assets) and search of the link that was followed.
        const prefix = `/safe/${params.safeId}`
        const rest = location.pathname.startsWith(prefix) ? location.pathname.slice(prefix.length) : ''
        throw redirect({ href: `/safe/${canonical}${rest}${location.searchStr}`, replace: true })
      }
    }
    return { target }
  },
  component: SafeLayout,
})

function SafeLayout() {
  const { target } = Route.useRouteContext()
  if (target.ok && target.prefixed) return <SafePages chain={target.chain} address={target.address} />
  const example = `${target.ok ? target.chain.shortName : 'eth'}:0x…`
  return (
    <AddressProblem
      title={t('safe.not_found_title')}
      body={
        target.ok || target.error.code === 'no_chain'
          ? t('safe.not_found_body', { example })
          : safeAddressInputErrorMessage(target.error)
      }
    />
  )
}

/**
 * The Safe's shell (identity, actions, pages) and the page in it, painted at once (the usual answer is a Safe). When
 * the chain says there is no Safe at the address, one page says what is there instead.
 */
function SafePages({ chain, address }: { chain: ChainInfo; address: Address }) {
  const probe = useSafeProbe({ chain, address })
  if (isNotASafe(probe)) return <NotASafePage chain={chain} address={address} probe={probe} />
  const id = safeId(chain.shortName, address)
  return (
    <SafeShell
      chain={chain}
      address={address}
      safeId={id}
      actions={
        <>
          <NewTransactionButton safeId={id} />
          <AddFundsButton chain={chain} safe={address} />
        </>
      }
      switcher={<SafeSwitcher current={{ chainId: chain.chainId, address }} />}
      queueBadge={<QueueCountBadge chainId={chain.chainId} safeAddress={address} />}
      messagesBadge={<MessagesCountBadge chainId={chain.chainId} safeAddress={address} />}
    >
      <SafeLiveUpdates chainId={chain.chainId} safeAddress={address} />
      <Outlet />
      <SafeTxReviewHost />
      <SafeMessageSignHost />
    </SafeShell>
  )
}
