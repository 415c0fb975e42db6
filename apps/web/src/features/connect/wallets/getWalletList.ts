import type { WalletList } from '@rainbow-me/rainbowkit'
import {
  argentWallet,
  backpackWallet,
  braveWallet,
  coinbaseWallet,
  enkryptWallet,
  frameWallet,
  imTokenWallet,
  ledgerWallet,
  metaMaskWallet,
  okxWallet,
  oneKeyWallet,
  phantomWallet,
  rabbyWallet,
  rainbowWallet,
  safeWallet,
  tahoWallet,
  talismanWallet,
  trustWallet,
  walletConnectWallet,
  zerionWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { browserWallet } from './browserWallet.ts'

/**
 * The groups of the "Connect a Wallet" list (spec §2). RainbowKit puts "Recent" on top itself, and
 * any wallet announced through EIP-6963 under "Installed". The generic "Browser Wallet" only shows
 * when no wallet announced itself (browserWallet.ts), so no wallet is listed twice.
 *
 * Only what can work on this deployment is listed. Without a WalletConnect project id, or when the
 * browser is offline, wallets that need a relay on the internet cannot work: WalletConnect and its QR
 * codes (RainbowKit refuses to create them without an id), MetaMask's SDK, and Coinbase Wallet, whose
 * SDK opens a popup on Coinbase's site and otherwise stays on "Opening…" forever. The list is then the
 * browser-extension wallets only: "Recommended" and "Other"; one not installed offers its download.
 * With an id and a network, the full list with QR codes appears.
 */
export function getWalletList({
  walletConnectProjectId,
  online = true,
}: {
  walletConnectProjectId: string | null
  /** `navigator.onLine` when the wallet stack starts. */
  online?: boolean
}): WalletList {
  if (walletConnectProjectId === null || !online) {
    return [
      { groupName: 'Recommended', wallets: [browserWallet, rabbyWallet, braveWallet, frameWallet] },
      {
        groupName: 'Other',
        wallets: [oneKeyWallet, talismanWallet, enkryptWallet, tahoWallet, phantomWallet, backpackWallet],
      },
    ]
  }
  return [
    { groupName: 'Recommended', wallets: [browserWallet, metaMaskWallet, rabbyWallet, coinbaseWallet] },
    { groupName: 'Popular', wallets: [walletConnectWallet, rainbowWallet, ledgerWallet, trustWallet] },
    { groupName: 'More', wallets: [zerionWallet, okxWallet, braveWallet, frameWallet, safeWallet] },
    { groupName: 'Others', wallets: [argentWallet, imTokenWallet, oneKeyWallet, talismanWallet] },
  ]
}
