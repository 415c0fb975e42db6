import { RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo } from 'react'
import { useAccount } from 'wagmi'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { createGatewayAuthAdapter } from './createGatewayAuthAdapter.ts'
import { sessionQueryOptions } from './getSession.ts'
import { toAuthenticationStatus } from './toAuthenticationStatus.ts'

/**
 * Feeds RainbowKit the sign-in status derived from the gateway session and the connected account,
 * and tells the rest of the app (which does not load wagmi) who is connected and signed in.
 */
export function GatewayAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { address, chainId } = useAccount()
  const session = useQuery(sessionQueryOptions())
  const adapter = useMemo(() => createGatewayAuthAdapter({ queryClient }), [queryClient])
  const status = toAuthenticationStatus(
    session.status === 'success' ? { status: 'success', data: session.data } : { status: session.status },
    address,
  )
  useEffect(() => {
    publishWalletSnapshot({ address, chainId, signedIn: status === 'authenticated' })
  }, [address, chainId, status])
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status}>
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
