import { type ReactNode, useEffect, useId, useLayoutEffect } from 'react'
import {
  mountInWalletStack,
  requestWalletHost,
  unmountFromWalletStack,
  useHostState,
} from './walletHostStore.ts'

/**
 * Renders `children` inside the wallet stack, where wagmi's and RainbowKit's hooks work, and loads the
 * stack if it has not loaded yet. The children are not rendered here but beside the router, so they
 * must not need the router, and should be overlays (dialogs) or portals. `fallback` shows here until
 * the stack runs. The children's own lazy parts load only once they are mounted, so a page keeps the
 * wallet code out of its first visit by mounting this only when someone asks for it.
 */
export function InWalletStack({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const key = useId()
  const { ready } = useHostState()
  useEffect(() => requestWalletHost({ open: false }), [])
  useLayoutEffect(() => mountInWalletStack(key, children), [key, children])
  useLayoutEffect(() => () => unmountFromWalletStack(key), [key])
  return ready ? null : fallback
}
