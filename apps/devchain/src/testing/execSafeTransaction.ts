import { getSafeTxTypedData, hashSafeTx, safeAbi, toSafeTx } from '@coffer/safe'
import { type Account, type Address, concat, type Hex, type TransactionReceipt } from 'viem'
import { waitForReceipt } from '../waitForReceipt.ts'
import { createTestWallet } from './createTestWallet.ts'

export type ExecSafeTransactionParameters = {
  rpcUrl: string
  safe: Address
  tx: { to: Address; value?: bigint; data?: Hex; operation?: 0 | 1 }
  /** Owners that sign the SafeTx (EIP-712); sorted by address here, as the Safe requires. */
  signers: readonly Account[]
  /** Sends `execTransaction` and pays its gas. */
  executor: Account
  chainId?: number
}

export type ExecSafeTransactionReturnType = {
  safeTxHash: Hex
  nonce: bigint
  signatures: Hex
  receipt: TransactionReceipt
}

/**
 * Executes a Safe transaction for real: builds the SafeTx at the Safe's current nonce, has the owners
 * sign it, sends `execTransaction` from the executor and waits for the receipt. Throws when the
 * transaction reverts (a failed inner call still succeeds, with `ExecutionFailure`).
 */
export async function execSafeTransaction({
  rpcUrl,
  safe,
  tx,
  signers,
  executor,
  chainId = 31337,
}: ExecSafeTransactionParameters): Promise<ExecSafeTransactionReturnType> {
  const { wallet, client } = createTestWallet({ rpcUrl, account: executor, chainId })
  const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
  const safeTx = toSafeTx({ ...tx, nonce })
  const typedData = getSafeTxTypedData({ chainId, safe, tx: safeTx })
  const sorted = [...signers].sort((a, b) => (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1))
  const signatures = concat(
    await Promise.all(
      sorted.map((signer) => {
        if (!signer.signTypedData) throw new Error(`Account ${signer.address} cannot sign typed data`)
        return signer.signTypedData(typedData)
      }),
    ),
  )
  const hash = await wallet.writeContract({
    address: safe,
    abi: safeAbi,
    functionName: 'execTransaction',
    args: [
      safeTx.to,
      safeTx.value,
      safeTx.data,
      safeTx.operation,
      safeTx.safeTxGas,
      safeTx.baseGas,
      safeTx.gasPrice,
      safeTx.gasToken,
      safeTx.refundReceiver,
      signatures,
    ],
  })
  const receipt = await waitForReceipt(client, { hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted`)
  return { safeTxHash: hashSafeTx({ chainId, safe, tx: safeTx }), nonce, signatures, receipt }
}
