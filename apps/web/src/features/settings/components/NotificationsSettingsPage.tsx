import type { Address } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { PushNotificationsCard } from './PushNotificationsCard.tsx'
import { SafeInfoGate } from './SettingsSection.tsx'

/** Settings → Notifications: push notifications in this browser for an owner of the Safe. */
export function NotificationsSettingsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const { address: connected } = useWalletSnapshot()
  return (
    <SafeInfoGate chain={chain} address={address}>
      {(safe) => (
        <PushNotificationsCard
          chainId={chain.chainId}
          safe={address}
          owners={safe.owners.map((owner) => owner.value)}
          connected={connected}
        />
      )}
    </SafeInfoGate>
  )
}
