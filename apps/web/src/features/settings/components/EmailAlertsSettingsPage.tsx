import type { Address } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { LazyEmailAlertsSection } from '../email-alerts/components/LazyEmailAlertsSection.tsx'
import { SafeInfoGate } from './SettingsSection.tsx'

/** Settings → Email alerts: an owner's email, its verification and the alerts it gets. */
export function EmailAlertsSettingsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  return (
    <SafeInfoGate chain={chain} address={address}>
      {(safe) => (
        <LazyEmailAlertsSection
          chain={chain}
          safe={address}
          owners={safe.owners.map((owner) => owner.value)}
        />
      )}
    </SafeInfoGate>
  )
}
