import { RainbowKitAuthenticationProvider } from '@rainbow-me/rainbowkit'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { useAccount } from 'wagmi'
import { endSignInRequest, useSignInRequest } from '../../../wallet/signInRequest.ts'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { createGatewayAuthAdapter } from './createGatewayAuthAdapter.ts'
import { sessionQueryOptions } from './getSession.ts'
import { toAuthenticationStatus } from './toAuthenticationStatus.ts'

/**
 * Feeds RainbowKit the sign-in status derived from the gateway session and the connected account,
 * and tells the rest of the app (which does not load wagmi) who is connected and signed in.
 * RainbowKit's sign-in is on only while a sign-in is asked for (`requestSignIn`) or a session exists:
 * otherwise RainbowKit would ask for the signature as part of connecting, and show a connected but
 * not signed-in person as not connected at all.
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
  const signInRequest = useSignInRequest()
  useEffect(() => {
    publishWalletSnapshot({ address, chainId, signedIn: status === 'authenticated' })
  }, [address, chainId, status])
  const previousAddress = useRef(address)
  useEffect(() => {
    // Signed in, or the person left (Cancel on "Verify your account" disconnects): the request is over.
    const disconnected = previousAddress.current !== undefined && address === undefined
    previousAddress.current = address
    if (status === 'authenticated' || disconnected) endSignInRequest()
  }, [status, address])
  return (
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={status}
      enabled={signInRequest !== null || status === 'authenticated'}
    >
      {children}
    </RainbowKitAuthenticationProvider>
  )
}
