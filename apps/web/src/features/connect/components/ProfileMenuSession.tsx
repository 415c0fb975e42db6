import { useAccountModal } from '@rainbow-me/rainbowkit'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { requestSignIn } from '../../../wallet/signInRequest.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { endGatewaySession } from '../auth/endGatewaySession.ts'
import { sessionQueryKey } from '../auth/getSession.ts'
import { t } from '../i18n/t.ts'

/** RainbowKit's profile menu's action row (Copy Address, Disconnect): the session's entries go below it. */
function findProfileActions(root: ParentNode): Element | null {
  return root.querySelector('[data-rk] [data-testid="rk-disconnect-button"]')?.parentElement ?? null
}

/** A container placed below the profile menu's actions while `wanted`; null until the menu is there. */
function useProfileMenuHost(wanted: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
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
  return wanted ? host : null
}

const body = { fontFamily: 'var(--rk-fonts-body)' }
const secondaryText = { ...body, color: 'var(--rk-colors-modalTextSecondary)' }

function SignIn() {
  return (
    <>
      <button
        type="button"
        onClick={requestSignIn}
        className="flex w-full items-center justify-center rounded-[var(--rk-radii-menuButton)] px-3 py-2.5 text-sm font-semibold transition-transform hover:scale-[1.02] active:scale-95"
        style={{
          ...body,
          background: 'var(--rk-colors-accentColor)',
          color: 'var(--rk-colors-accentColorForeground)',
        }}
      >
        {t('profile_menu.sign_in')}
      </button>
      <p className="text-center text-xs" style={secondaryText}>
        {t('profile_menu.sign_in_hint')}
      </p>
    </>
  )
}

/** Who is signed in, and "Sign out", which ends the gateway session but keeps the wallet connected. */
function SignedIn({ address }: { address: string }) {
  const queryClient = useQueryClient()
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle')
  const signOut = async () => {
    setState('pending')
    try {
      await endGatewaySession()
    } catch {
      // The session still stands at the gateway: saying "signed out" would be wrong.
      setState('failed')
      return
    }
    queryClient.setQueryData(sessionQueryKey, null)
  }
  return (
    <>
      <p
        data-testid="profile-signed-in"
        className="flex items-center justify-center gap-1.5 text-sm font-semibold"
        style={{ ...body, color: 'var(--rk-colors-modalText)' }}
      >
        <Icon name="check" className="size-4 shrink-0 text-success" />
        {t('profile_menu.signed_in_as', { address: shortenAddress(address) })}
      </p>
      <button
        type="button"
        onClick={signOut}
        disabled={state === 'pending'}
        className="flex w-full items-center justify-center rounded-[var(--rk-radii-menuButton)] px-3 py-2.5 text-sm font-semibold transition-transform hover:scale-[1.02] active:scale-95 disabled:opacity-60"
        style={{
          ...body,
          background: 'var(--rk-colors-profileAction)',
          color: 'var(--rk-colors-modalText)',
        }}
      >
        {state === 'pending' ? t('profile_menu.signing_out') : t('profile_menu.sign_out')}
      </button>
      {state === 'failed' && (
        <p role="alert" className="text-center text-xs font-medium text-danger" style={body}>
          {t('profile_menu.sign_out_failed')}
        </p>
      )}
    </>
  )
}

/**
 * The session's part of the profile menu: "Sign in" for a connected person without a session, or who is
 * signed in and "Sign out". RainbowKit's menu takes no extra entries, so this is portalled into it, below
 * its actions, while the menu is open.
 */
export function ProfileMenuSession() {
  const { accountModalOpen } = useAccountModal()
  const { address, signedIn } = useWalletSnapshot()
  const host = useProfileMenuHost(accountModalOpen && address !== undefined)
  if (!host || !address) return null
  return createPortal(
    <div className="mx-0.5 mt-3 flex flex-col gap-2">
      {signedIn ? <SignedIn address={address} /> : <SignIn />}
    </div>,
    host,
  )
}
