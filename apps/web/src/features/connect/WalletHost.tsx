import '@rainbow-me/rainbowkit/styles.css'
import { RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { Fragment, useEffect, useMemo, useRef } from 'react'
import { createPortal } from 'react-dom'
import type { Chain } from 'viem'
import { useAccount, WagmiProvider } from 'wagmi'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { useAppearance } from '../../theme/AppearanceProvider.tsx'
import { endSignInRequest, useSignInRequest } from '../../wallet/signInRequest.ts'
import { markWalletHostReady, takePendingOpen, useHostState } from '../../wallet/walletHostStore.ts'
import { AccountAvatar } from './AccountAvatar.tsx'
import { GatewayAuthProvider } from './auth/GatewayAuthProvider.tsx'
import { chainInfoToViemChain } from './chainInfoToViemChain.ts'
import { ConnectButtonWithWrongNetwork } from './components/ConnectButtonWithWrongNetwork.tsx'
import { ProfileMenuSignIn } from './components/ProfileMenuSignIn.tsx'
import { WalletNotice } from './components/WalletNotice.tsx'
import { createWagmiConfig } from './createWagmiConfig.ts'
import { Disclaimer } from './Disclaimer.tsx'
import { t } from './i18n/t.ts'
import { toRainbowKitTheme } from './toRainbowKitTheme.ts'
import { useReconnectRecent } from './useReconnectRecent.ts'
import { watchRainbowKitDialogs } from './watchRainbowKitDialogs.ts'

/**
 * Opens "Verify your account" once per sign-in request (the connect dialog first, for someone not
 * connected yet: it goes on to the sign-in step). Closing the dialog without signing ends the request.
 */
function useSignInDialog(): void {
  const request = useSignInRequest()
  const { openConnectModal, connectModalOpen } = useConnectModal()
  const { isConnecting } = useAccount()
  const openedFor = useRef<number | null>(null)
  const shownFor = useRef<number | null>(null)
  useEffect(() => {
    if (!request || !openConnectModal || openedFor.current === request.id) return
    // Deferred a task: RainbowKit closes its modals in its own effects when sign-in turns on, after this one.
    const timer = setTimeout(() => {
      openedFor.current = request.id
      openConnectModal()
    }, 0)
    return () => clearTimeout(timer)
  }, [request, openConnectModal])
  useEffect(() => {
    if (!request) return
    if (connectModalOpen) shownFor.current = request.id
    else if (shownFor.current === request.id && !isConnecting) endSignInRequest()
  }, [request, connectModalOpen, isConnecting])
}

function WalletBridge() {
  const { slots, elements, pendingOpen } = useHostState()
  const { openConnectModal } = useConnectModal()
  useSignInDialog()

  useEffect(() => markWalletHostReady(), [])
  useEffect(
    () =>
      watchRainbowKitDialogs(document.body, {
        verify: t('dialog_names.verify'),
        account: t('dialog_names.account'),
        wallet: t('dialog_names.wallet'),
      }),
    [],
  )
  useEffect(() => {
    // Someone clicked the stand-in button while this chunk was loading: finish what they started.
    // Deferred a task, because RainbowKit closes its modals in its own mount effects, which run
    // after this child's.
    if (!pendingOpen || !openConnectModal) return
    const timer = setTimeout(() => {
      if (takePendingOpen()) openConnectModal()
    }, 0)
    return () => clearTimeout(timer)
  }, [pendingOpen, openConnectModal])

  return (
    <>
      {slots.map((slot, index) =>
        createPortal(
          // RainbowKit's styles and theme variables are scoped to [data-rk] in the DOM, and a portal
          // leaves the provider's element, so each slot gets its own scope.
          <div data-rk="" className="contents">
            <ConnectButtonWithWrongNetwork />
          </div>,
          slot,
          String(index),
        ),
      )}
      <WalletNotice />
      <ProfileMenuSignIn />
      {/* Other features' wallet-bound UI (InWalletStack), inside wagmi's and RainbowKit's providers. */}
      {elements.map(({ key, node }) => (
        <Fragment key={key}>{node}</Fragment>
      ))}
    </>
  )
}

/** RainbowKit themed from the appearance settings, with sign-in against the gateway. */
function WalletStack() {
  const { appearance, resolvedMode } = useAppearance()
  const theme = useMemo(() => toRainbowKitTheme(appearance, resolvedMode), [appearance, resolvedMode])
  return (
    <GatewayAuthProvider>
      <RainbowKitProvider
        theme={theme}
        appInfo={{
          appName: 'Coffer',
          learnMoreUrl: 'https://ethereum.org/en/wallets/',
          disclaimer: Disclaimer,
        }}
        avatar={AccountAvatar}
        showRecentTransactions
        modalSize="wide"
        locale="en-US"
      >
        <WalletBridge />
      </RainbowKitProvider>
    </GatewayAuthProvider>
  )
}

/**
 * The wallet stack, loaded on demand: wagmi for the gateway's chains, sign-in against the gateway,
 * and RainbowKit themed from the appearance settings, its buttons portalled into their slots.
 */
export default function WalletHost({
  chains,
  walletConnectProjectId,
}: {
  chains: readonly [ChainInfo, ...ChainInfo[]]
  walletConnectProjectId: string | null
}) {
  const config = useMemo(() => {
    const [first, ...rest] = chains
    const viemChains: [Chain, ...Chain[]] = [chainInfoToViemChain(first), ...rest.map(chainInfoToViemChain)]
    return createWagmiConfig({
      chains: viemChains,
      walletConnectProjectId,
      appUrl: window.location.origin,
      online: navigator.onLine,
    })
  }, [chains, walletConnectProjectId])
  useReconnectRecent(config)

  // Reconnecting is done by useReconnectRecent, for the last-used wallet only: wagmi's own pass asks
  // every connector for its provider, which downloads the Coinbase, MetaMask and WalletConnect SDKs.
  // With reconnectOnMount off, wagmi's provider empties the connections each time it renders (its
  // Hydrate step runs during render), so it must render once per config: the element is memoised and
  // everything that changes (appearance, slots, sign-in) re-renders below it, in WalletStack.
  return useMemo(
    () => (
      <WagmiProvider config={config} reconnectOnMount={false}>
        <WalletStack />
      </WagmiProvider>
    ),
    [config],
  )
}
