import type { Wallet } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'

/**
 * Whether any wallet announces itself through EIP-6963. Wallets answer `eip6963:requestProvider`
 * from inside the event's dispatch, so the answers are in by the time dispatchEvent returns.
 */
export function hasAnnouncedWallet(target: Window = window): boolean {
  let announced = false
  const onAnnounce = () => {
    announced = true
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  try {
    target.dispatchEvent(new Event('eip6963:requestProvider'))
  } finally {
    target.removeEventListener('eip6963:announceProvider', onAnnounce)
  }
  return announced
}

/**
 * RainbowKit's generic "Browser Wallet" (whatever sits at `window.ethereum`), listed only when no
 * wallet announced itself through EIP-6963. Such a wallet is already listed under "Installed" by its
 * own name and icon, and the generic entry would be the same wallet a second time.
 */
export function browserWallet(): Wallet {
  return { ...injectedWallet(), hidden: () => typeof window !== 'undefined' && hasAnnouncedWallet() }
}
