import { useAccountModal } from '@rainbow-me/rainbowkit'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { requestSignIn } from '../../../wallet/signInRequest.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from '../i18n/t.ts'

/** RainbowKit's profile menu's action row (Copy Address, Disconnect): the sign-in entry goes below it. */
function findProfileActions(root: ParentNode): Element | null {
  return root.querySelector('[data-rk] [data-testid="rk-disconnect-button"]')?.parentElement ?? null
}

/**
 * "Sign in" in the profile menu, for a connected person without a session. RainbowKit's menu takes no
 * extra entries, so this one is portalled into it, below its actions, while the menu is open.
 */
export function ProfileMenuSignIn() {
  const { accountModalOpen } = useAccountModal()
  const { address, signedIn } = useWalletSnapshot()
  const [host, setHost] = useState<HTMLElement | null>(null)
  const wanted = accountModalOpen && address !== undefined && !signedIn

  useEffect(() => {
    if (!wanted) return
    const container = document.createElement('div')
    const attach = () => {
      if (container.isConnected) return
      const actions = findProfileActions(document)
      if (!actions) return
      actions.after(container)
      setHost(container)
    }
    // The menu mounts in RainbowKit's own render, after this effect may have run.
    const observer = new MutationObserver(attach)
    observer.observe(document.body, { childList: true, subtree: true })
    attach()
    return () => {
      observer.disconnect()
      container.remove()
      setHost(null)
    }
  }, [wanted])

  if (!host || !wanted) return null
  return createPortal(
    <div className="mx-0.5 mt-3 flex flex-col gap-2">
      <button
        type="button"
        onClick={requestSignIn}
        className="flex w-full items-center justify-center rounded-[var(--rk-radii-menuButton)] px-3 py-2.5 text-sm font-semibold transition-transform hover:scale-[1.02] active:scale-95"
        style={{
          background: 'var(--rk-colors-accentColor)',
          color: 'var(--rk-colors-accentColorForeground)',
          fontFamily: 'var(--rk-fonts-body)',
        }}
      >
        {t('profile_menu.sign_in')}
      </button>
      <p
        className="text-center text-xs"
        style={{ color: 'var(--rk-colors-modalTextSecondary)', fontFamily: 'var(--rk-fonts-body)' }}
      >
        {t('profile_menu.sign_in_hint')}
      </p>
    </div>,
    host,
  )
}
