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
 * Without a WalletConnect project id, wallets that would fall back to a WalletConnect QR code
 * cannot work (RainbowKit refuses to create them), so the list is then the browser-extension
 * wallets only: "Recommended" and "Other". With an id, the full list with QR codes appears.
 */
export function getWalletList({
  walletConnectProjectId,
}: {
  walletConnectProjectId: string | null
}): WalletList {
  if (walletConnectProjectId === null) {
    return [
      { groupName: 'Recommended', wallets: [browserWallet, rabbyWallet, coinbaseWallet, braveWallet] },
      {
        groupName: 'Other',
        wallets: [
          frameWallet,
          oneKeyWallet,
          talismanWallet,
          enkryptWallet,
          tahoWallet,
          phantomWallet,
          backpackWallet,
        ],
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
