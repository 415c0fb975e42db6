import { encodeExecTransaction, hashSafeTx } from '@coffer/safe'
import { type Account, type Address, BaseError, type Hex, type TransactionReceipt } from 'viem'
import { waitForReceipt } from '../waitForReceipt.ts'
import { createTestWallet } from './createTestWallet.ts'
import { signSafeTransaction } from './signSafeTransaction.ts'

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
  const { safeTx, nonce, signatures } = await signSafeTransaction(client, { chainId, safe, tx, signers })
  const hash = await wallet
    .sendTransaction({ to: safe, data: encodeExecTransaction(safeTx, signatures) })
    .catch((error: unknown) => {
      // viem's error carries the whole calldata several times over; a test runner printing it buries
      // the failure before it (a Safe revert here usually follows an earlier test's failure).
      const reason = error instanceof BaseError ? error.shortMessage : String(error)
      throw new Error(
        `execTransaction on ${safe} (nonce ${nonce}, ${signers.length} signer(s)) failed: ${reason}`,
      )
    })
  const receipt = await waitForReceipt(client, { hash })
  if (receipt.status !== 'success') throw new Error(`execTransaction ${hash} reverted`)
  return { safeTxHash: hashSafeTx({ chainId, safe, tx: safeTx }), nonce, signatures, receipt }
}
