import { createFileRoute, redirect } from '@tanstack/react-router'
import { parseSafeAddressInput } from '../address/parseSafeAddressInput.ts'
import { safeAddressInputErrorMessage } from '../address/safeAddressInputErrorMessage.ts'
import { AddressProblem } from '../app/RouteFallbacks.tsx'
import { safeId } from '../config/paths.ts'
import { AddFundsButton } from '../features/add-funds/components/AddFundsButton.tsx'
import { SafeOverview } from '../features/safe-overview/components/SafeOverview.tsx'
import { t } from '../i18n/t.ts'

// /safe/<shortName>:<address>. Any accepted spelling (lowercase address, upper-case prefix) is
// redirected to the one canonical URL, so links and history entries compare equal.
export const Route = createFileRoute('/safe/$safeId')({
  beforeLoad: ({ params, context }) => {
    const target = parseSafeAddressInput(params.safeId, { chains: context.chains })
    if (target.ok && target.prefixed) {
      const canonical = safeId(target.chain.shortName, target.address)
      if (canonical !== params.safeId) {
        throw redirect({ to: '/safe/$safeId', params: { safeId: canonical }, replace: true })
      }
    }
    return { target }
  },
  component: SafeRoute,
})

function SafeRoute() {
  const { target } = Route.useRouteContext()
  if (target.ok && target.prefixed) {
    return (
      <SafeOverview
        chain={target.chain}
        address={target.address}
        actions={<AddFundsButton chain={target.chain} safe={target.address} />}
      />
    )
  }
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
