import { encodeExecTransaction } from '@coffer/safe'
import { useMemo } from 'react'
import { useAccount, useConfig, useSendTransaction, useSignTypedData } from 'wagmi'
import { estimateGas, getGasPrice } from 'wagmi/actions'
import { waitForReceipt } from '../../chain/waitForReceipt.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { SafeTxReviewContent } from './SafeTxReviewContent.tsx'
import { useSignerWallet } from './useSignerWallet.ts'

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
  const signer = useSignerWallet()
  const { signTypedDataAsync } = useSignTypedData()
  const { sendTransactionAsync } = useSendTransaction()
  const chainId = Number(request.chain.chainId)

  const wallet = useMemo<ReviewWallet>(
    () => ({
      ...signer,
      signSafeTx: (typedData) => signTypedDataAsync(typedData),
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
    [signer, account.address, signTypedDataAsync, sendTransactionAsync, config, chainId],
  )

  return <SafeTxReviewContent request={request} wallet={wallet} onClose={onClose} />
}
