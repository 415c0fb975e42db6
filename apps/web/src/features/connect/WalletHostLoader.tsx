import { lazy, Suspense, useEffect } from 'react'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { requestWalletHost, useHostState } from '../../wallet/walletHostStore.ts'
import { hasStoredWalletConnection } from './hasStoredWalletConnection.ts'

const WalletHost = lazy(() => import('./WalletHost.tsx'))

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Mounts the wallet stack when it is asked for, or right away to restore a previous connection. */
export function WalletHostLoader({
  chains,
  walletConnectProjectId,
}: {
  chains: readonly [ChainInfo, ...ChainInfo[]]
  walletConnectProjectId: string | null
}) {
  const { requested } = useHostState()
  useEffect(() => {
    if (hasStoredWalletConnection(browserStorage())) requestWalletHost({ open: false })
  }, [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <WalletHost chains={chains} walletConnectProjectId={walletConnectProjectId} />
    </Suspense>
  )
}
