import type { AuthenticationStatus } from '@rainbow-me/rainbowkit'
import type { Session } from './getSession.ts'

/**
 * RainbowKit's sign-in status from the gateway session and the connected account. A session for
 * another address than the one now connected does not count: that person must sign in again.
 */
export function toAuthenticationStatus(
  session: { status: 'pending' } | { status: 'error' } | { status: 'success'; data: Session | null },
  connectedAddress: string | undefined,
): AuthenticationStatus {
  if (session.status === 'pending') return connectedAddress ? 'loading' : 'unauthenticated'
  if (session.status === 'error' || session.data === null || !connectedAddress) return 'unauthenticated'
  return session.data.signerAddress.toLowerCase() === connectedAddress.toLowerCase()
    ? 'authenticated'
    : 'unauthenticated'
}
