import { ConnectButton } from '@rainbow-me/rainbowkit'
import { t } from '../../../i18n/t.ts'

/**
 * RainbowKit's ConnectButton, except in its "Wrong network" state. There RainbowKit's button is
 * named by its aria-label, "Chain Selector", so assistive technology never hears that the network is
 * wrong; this one looks and behaves the same (it opens Switch Networks) and is named "Wrong network".
 */
export function ConnectButtonWithWrongNetwork() {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, authenticationStatus, openChainModal }) => {
        const connected =
          mounted &&
          account !== undefined &&
          chain !== undefined &&
          (authenticationStatus === undefined || authenticationStatus === 'authenticated')
        if (connected && chain.unsupported) {
          return (
            <button
              type="button"
              data-testid="rk-wrong-network-button"
              title={t('connect.wrong_network_hint')}
              onClick={openChainModal}
              className="flex items-center gap-1.5 px-2.5 py-2 font-bold transition-transform duration-125 hover:scale-[1.025] active:scale-95"
              style={{
                background: 'var(--rk-colors-connectButtonBackgroundError)',
                color: 'var(--rk-colors-connectButtonTextError)',
                borderRadius: 'var(--rk-radii-connectButton)',
                boxShadow: 'var(--rk-shadows-connectButton)',
                fontFamily: 'var(--rk-fonts-body)',
              }}
            >
              <span className="flex h-6 items-center px-1 text-base">{t('connect.wrong_network')}</span>
              <svg aria-hidden fill="none" height="7" width="14" viewBox="0 0 14 7">
                <path
                  d="M12.75 1.54001L8.51647 5.0038C7.77974 5.60658 6.72026 5.60658 5.98352 5.0038L1.75 1.54001"
                  stroke="currentColor"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  strokeWidth="2.5"
                />
              </svg>
            </button>
          )
        }
        return (
          <ConnectButton
            label={t('connect.button')}
            showBalance={{ smallScreen: false, largeScreen: true }}
            chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
            accountStatus={{ smallScreen: 'avatar', largeScreen: 'full' }}
          />
        )
      }}
    </ConnectButton.Custom>
  )
}
