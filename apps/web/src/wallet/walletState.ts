import { useSyncExternalStore } from 'react'
import type { Address } from 'viem'

/**
 * What the rest of the app may know about the wallet, without loading the wallet stack: the
 * connect feature publishes here once wagmi/RainbowKit run. Until then (a first visit, nobody
 * connected) everything is empty.
 */
export type WalletSnapshot = {
  address: Address | undefined
  /** The wallet's current chain, supported or not. */
  chainId: number | undefined
  /** Signed in to the gateway with the connected address. */
  signedIn: boolean
}

const disconnected: WalletSnapshot = { address: undefined, chainId: undefined, signedIn: false }
let snapshot = disconnected
const listeners = new Set<() => void>()

export function getWalletSnapshot(): WalletSnapshot {
  return snapshot
}

export function publishWalletSnapshot(next: WalletSnapshot): void {
  if (
    next.address === snapshot.address &&
    next.chainId === snapshot.chainId &&
    next.signedIn === snapshot.signedIn
  ) {
    return
  }
  snapshot = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useWalletSnapshot(): WalletSnapshot {
  return useSyncExternalStore(subscribe, getWalletSnapshot, getWalletSnapshot)
}
