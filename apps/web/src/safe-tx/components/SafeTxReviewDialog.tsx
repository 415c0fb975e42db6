import { encodeExecTransaction } from '@coffer/safe'
import { useConnectModal } from '@rainbow-me/rainbowkit'
import { useMemo } from 'react'
import {
  useAccount,
  useConfig,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchChain,
} from 'wagmi'
import { estimateGas, getGasPrice } from 'wagmi/actions'
import { waitForReceipt } from '../../chain/waitForReceipt.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { SafeTxReviewContent } from './SafeTxReviewContent.tsx'

/**
 * The review dialog's wallet side: wagmi's hooks behind a ReviewWallet. A lazy chunk rendered inside
 * the wallet stack (see SafeTxReviewHost), never part of a first visit.
 */
export default function SafeTxReviewDialog({
  request,
  onClose,
}: {
  request: SafeTxReviewRequest
  onClose: () => void
}) {
  const config = useConfig()
  const account = useAccount()
  const { openConnectModal } = useConnectModal()
  const { switchChainAsync } = useSwitchChain()
  const { signTypedDataAsync } = useSignTypedData()
  const { signMessageAsync } = useSignMessage()
  const { sendTransactionAsync } = useSendTransaction()
  const chainId = Number(request.chain.chainId)

  const wallet = useMemo<ReviewWallet>(
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
      signSafeTx: (typedData) => signTypedDataAsync(typedData),
      signHash: (hash) => signMessageAsync({ message: { raw: hash } }),
      signDeleteRequest: (typedData) => signTypedDataAsync(typedData),
      estimateExecution: async (call) => {
        const [gas, gasPrice] = await Promise.all([
          estimateGas(config, {
            to: call.safe,
            data: encodeExecTransaction(call.safeTx, call.signatures),
            chainId,
            ...(account.address ? { account: account.address } : {}),
          }),
          // The cost is a help, not a condition: without a price the gas alone is shown.
          getGasPrice(config, { chainId }).catch(() => undefined),
        ])
        return { gas, gasPrice }
      },
      execute: (call) =>
        sendTransactionAsync({
          to: call.safe,
          data: encodeExecTransaction(call.safeTx, call.signatures),
          chainId,
          gas: call.gas,
        }),
      waitForReceipt: async (hash) => (await waitForReceipt(config, { hash, chainId })).status,
    }),
    [
      account.address,
      account.chainId,
      account.status,
      openConnectModal,
      switchChainAsync,
      signTypedDataAsync,
      signMessageAsync,
      sendTransactionAsync,
      config,
      chainId,
    ],
  )

  return <SafeTxReviewContent request={request} wallet={wallet} onClose={onClose} />
}
