import { walletConnectWallet } from '@rainbow-me/rainbowkit/wallets'
import { describe, expect, it } from 'vitest'
import { getWalletList } from './getWalletList.ts'

describe('getWalletList', () => {
  it('offers the spec groups, WalletConnect included, when a project id is configured', () => {
    const list = getWalletList({ walletConnectProjectId: 'abc' })
    expect(list.map((group) => group.groupName)).toEqual(['Recommended', 'Popular', 'More', 'Others'])
    expect(list.flatMap((group) => group.wallets)).toContain(walletConnectWallet)
  })

  it('lists no wallet that needs an online relay without a project id or offline', () => {
    for (const options of [
      { walletConnectProjectId: null },
      { walletConnectProjectId: 'abc', online: false },
    ]) {
      const ids = getWalletList(options)
        .flatMap((group) => group.wallets)
        .map((createWallet) => createWallet({ projectId: 'abc', appName: 'Coffer' }).id)
      expect(ids).not.toContain('coinbase')
      expect(ids).not.toContain('walletConnect')
      expect(ids).not.toContain('metaMask')
    }
  })

  it('lists only wallets that need no WalletConnect relay without a project id', () => {
    const list = getWalletList({ walletConnectProjectId: null })
    expect(list.map((group) => group.groupName)).toEqual(['Recommended', 'Other'])
    const wallets = list.flatMap((group) =>
      group.wallets.map((createWallet) => createWallet({ projectId: '', appName: 'Coffer' })),
    )
    // Creating every connector must not hit RainbowKit's "No projectId found" error.
    for (const wallet of wallets) {
      expect(() =>
        wallet.createConnector({
          rkDetails: { ...wallet, index: 0, groupIndex: 0, groupName: 'x', isRainbowKitConnector: true },
        }),
      ).not.toThrow()
    }
    expect(wallets.map((wallet) => wallet.id)).toContain('injected')
  })
})
