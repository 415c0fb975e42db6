import { useLayoutEffect, useRef } from 'react'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../../i18n/t.ts'
import { registerConnectSlot, requestWalletHost, useHostState } from '../../../wallet/walletHostStore.ts'

/**
 * Where RainbowKit's ConnectButton goes ("Connect Wallet", its "Wrong network" state, the chain
 * switcher and the profile menu). Until the wallet stack has loaded, a look-alike button stands in:
 * hovering or focusing it starts the download, clicking it opens the dialog once it is there.
 */
export function ConnectWalletButton() {
  const slot = useRef<HTMLSpanElement>(null)
  const { ready, requested, pendingOpen } = useHostState()

  useLayoutEffect(() => {
    if (!slot.current) return
    return registerConnectSlot(slot.current)
  }, [])

  return (
    // The marker lets the wallet stack give focus back here when its dialog closes after this
    // button was replaced (see watchRainbowKitDialogs).
    <span ref={slot} className="inline-flex" data-connect-slot="">
      {!ready && (
        <button
          type="button"
          // Same hook as RainbowKit's own button, so tests and tooling find "the connect button" either way.
          data-testid="rk-connect-button"
          aria-busy={pendingOpen || undefined}
          onPointerEnter={() => requestWalletHost({ open: false })}
          onFocus={() => requestWalletHost({ open: false })}
          onClick={() => requestWalletHost({ open: true })}
          className="inline-flex h-10 items-center gap-2 whitespace-nowrap rounded-[var(--r-connect,8px)] bg-accent px-3.5 text-base font-bold text-on-accent shadow-[0_4px_12px_rgba(0,0,0,0.1)] transition-transform hover:scale-[1.025] active:scale-95"
        >
          {requested && pendingOpen && <Spinner className="size-4 text-on-accent" />}
          {t('connect.button')}
        </button>
      )}
    </span>
  )
}
