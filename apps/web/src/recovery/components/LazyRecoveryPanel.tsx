import type { Address } from 'viem'
import { loadOnDemand } from '../../components/onDemand/loadOnDemand.tsx'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import type { OwnerSet } from '../model/planOwnerChanges.ts'

const RecoveryPanel = loadOnDemand(() => import('./RecoveryPanel.tsx').then((module) => module.default))

/**
 * Where a Safe's page shows recovery. Only a Safe with modules can have a Delay module, so the recovery
 * code (ABIs, chain reads, the cards) loads for those alone, never on a plain Safe's first visit.
 */
export function LazyRecoveryPanel({
  chain,
  safe,
  current,
  connected,
  hasModules,
  allowStart,
}: {
  chain: ChainInfo
  safe: Address
  current: OwnerSet | undefined
  connected: Address | undefined
  hasModules: boolean
  allowStart: boolean
}) {
  if (!hasModules || !current) return null
  return (
    <RecoveryPanel
      chain={chain}
      safe={safe}
      current={current}
      connected={connected}
      allowStart={allowStart}
    />
  )
}
