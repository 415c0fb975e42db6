import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useEffect } from 'react'

/**
 * Opens RainbowKit's "Verify your account" step (its connect modal does that for a connected wallet that is
 * not signed in), then hands back. Rendered inside the wallet stack; loads only when someone asks.
 */
export default function OpenSignIn({ onOpened }: { onOpened: () => void }) {
  const { openConnectModal } = useConnectModal()
  useEffect(() => {
    openConnectModal?.()
    onOpened()
  }, [openConnectModal, onOpened])
  return null
}
