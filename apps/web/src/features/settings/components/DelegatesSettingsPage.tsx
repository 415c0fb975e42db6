import type { Address } from 'viem'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'
import { DelegatesSection } from './DelegatesSection.tsx'
import { SafeInfoGate, Section } from './SettingsSection.tsx'

/** Settings → Delegates: who may propose for the owners, and adding or removing them. */
export function DelegatesSettingsPage({ chain, address }: { chain: ChainInfo; address: Address }) {
  const { address: connected } = useWalletSnapshot()
  return (
    <SafeInfoGate chain={chain} address={address}>
      {(safe) => (
        <Section title={t('delegates.title')} description={t('delegates.description')}>
          <DelegatesSection
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
