import { ConnectButton } from '@rainbow-me/rainbowkit'
import { t } from '../../../i18n/t.ts'
import { SigningInAccountButton } from './SigningInAccountButton.tsx'

/**
 * RainbowKit's ConnectButton, except in two states. In "Wrong network" RainbowKit's button is
 * named by its aria-label, "Chain Selector", so assistive technology never hears that the network is
 * wrong; this one looks and behaves the same (it opens Switch Networks) and is named "Wrong network".
 * While a connected person is signing in ("Verify your account" is open), RainbowKit's button shows
 * "Connect Wallet" as if the wallet had dropped; this one keeps the account and says sign-in is under way.
 */
export function ConnectButtonWithWrongNetwork() {
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, authenticationStatus, openChainModal, openConnectModal }) => {
        // Sign-in is only switched on while it is asked for or a session exists (GatewayAuthProvider):
        // "unauthenticated" with an account means the signature is being asked for now.
        if (mounted && account !== undefined && authenticationStatus === 'unauthenticated')
          return (
            <SigningInAccountButton
              address={account.address}
              displayName={account.displayName}
              onClick={openConnectModal}
            />
          )
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
