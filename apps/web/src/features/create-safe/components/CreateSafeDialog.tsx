import { useAddRecentTransaction, useConnectModal } from '@rainbow-me/rainbowkit'
import { useMemo } from 'react'
import type { Address } from 'viem'
import { useAccount, useConfig, useSendTransaction, useSwitchChain } from 'wagmi'
import { waitForReceipt } from '../../../chain/waitForReceipt.ts'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeCreation } from '../model/buildSafeCreation.ts'
import type { DeployWallet } from '../model/deployWallet.ts'
import { CreateSafeReview } from './CreateSafeReview.tsx'

/**
 * The creation review's wallet side: wagmi's hooks behind a DeployWallet. A lazy chunk rendered inside
 * the wallet stack (see CreateSafePage), never part of a first visit.
 */
export default function CreateSafeDialog(props: {
  chain: ChainInfo
  creation: SafeCreation
  name: string
  onClose: () => void
  onOpen: (address: Address) => void
}) {
  const config = useConfig()
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync } = useSwitchChain()
  const { sendTransactionAsync } = useSendTransaction()
  const addRecentTransaction = useAddRecentTransaction()
  const chainId = Number(props.chain.chainId)

  const wallet = useMemo<DeployWallet>(
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
      send: async ({ to, data, description }) => {
        const hash = await sendTransactionAsync({ to, data, chainId })
        addRecentTransaction({ hash, description })
        return hash
      },
      waitForReceipt: async (hash) => (await waitForReceipt(config, { hash, chainId })).status,
    }),
    [
      account.address,
      account.chainId,
      account.status,
      openConnectModal,
      switchChainAsync,
      sendTransactionAsync,
      addRecentTransaction,
      config,
      chainId,
    ],
  )

  return <CreateSafeReview {...props} wallet={wallet} />
}
