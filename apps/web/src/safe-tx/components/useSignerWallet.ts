import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useMemo } from 'react'
import { useAccount, useSignMessage, useSwitchChain } from 'wagmi'
import type { SignerWallet } from '../model/reviewWallet.ts'

/**
 * The wallet basics of every signing dialog, from wagmi and RainbowKit. Only for the dialogs' lazy
 * chunks, rendered inside the wallet stack.
 */
export function useSignerWallet(): SignerWallet {
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync } = useSwitchChain()
  const { signMessageAsync } = useSignMessage()
  return useMemo<SignerWallet>(
    () => ({
      address: account.address,
      chainId: account.chainId,
      status:
        account.status === 'connected'
          ? 'connected'
          : account.status === 'disconnected'
            ? 'disconnected'
            : 'connecting',
      connect: openConnectModal,
      switchChain: async (target) => {
        await switchChainAsync({ chainId: target })
      },
      signHash: (hash) => signMessageAsync({ message: { raw: hash } }),
    }),
    [account.address, account.chainId, account.status, openConnectModal, switchChainAsync, signMessageAsync],
  )
}
