import { isSwitchChainRefused } from './isSwitchChainRefused.ts'
import { isSwitchChainUnsupported } from './isSwitchChainUnsupported.ts'
import { isUserRejection } from './isUserRejection.ts'

/** What Coffer tells a person about a wallet request that RainbowKit's own screens pass over in silence. */
export type WalletNotice = 'signature_refused' | 'switch_not_supported' | 'switch_refused' | 'switch_failed'

export type WalletMutationSnapshot = {
  /** wagmi's mutation key name, e.g. 'signMessage' or 'switchChain'. */
  name: unknown
  status: 'idle' | 'pending' | 'success' | 'error'
  error: unknown
}

/**
 * Maps a wagmi mutation's latest state to the notice to show: `undefined` leaves the current notice as it
 * is, `null` clears it (the person is trying again).
 */
export function toWalletNotice(mutation: WalletMutationSnapshot): WalletNotice | null | undefined {
  if (mutation.name === 'signMessage') {
    if (mutation.status === 'pending') return null
    // RainbowKit shows its own error text for failures, but returns silently to "Sign message" on a refusal.
    if (mutation.status === 'error' && isUserRejection(mutation.error)) return 'signature_refused'
  }
  if (mutation.name === 'switchChain') {
    if (mutation.status === 'pending') return null
    // RainbowKit 2 says nothing when a switch fails, whatever the reason: the person sees the same network.
    if (mutation.status === 'error') {
      if (isSwitchChainUnsupported(mutation.error)) return 'switch_not_supported'
      return isSwitchChainRefused(mutation.error) ? 'switch_refused' : 'switch_failed'
    }
  }
  return undefined
}
