import type { Address } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { t as tRecovery } from '../../../recovery/i18n/t.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { RecoverySection } from './RecoverySection.tsx'
import { SafeInfoGate, Section } from './SettingsSection.tsx'

/** Settings → Recovery: the Delay modifier and its recoverers, set up, edited or removed by the owners. */
export function RecoverySettingsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const { address: connected } = useWalletSnapshot()
  return (
    <SafeInfoGate chain={chain} address={address}>
      {(safe) => (
        <Section title={tRecovery('recovery.title')} description={tRecovery('recovery.description')}>
          <RecoverySection
            chain={chain}
            safe={address}
            owners={safe.owners.map((owner) => owner.value)}
            connected={connected}
          />
        </Section>
      )}
    </SafeInfoGate>
  )
}
