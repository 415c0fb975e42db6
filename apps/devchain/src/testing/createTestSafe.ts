import { predictSafeAddress, safeAbi, safeDeployments, safeProxyFactoryAbi } from '@coffer/safe'
import { type Account, type Address, encodeFunctionData, type TransactionReceipt, zeroAddress } from 'viem'
import { waitForReceipt } from '../waitForReceipt.ts'
import { createTestWallet } from './createTestWallet.ts'

export type CreateTestSafeParameters = {
  rpcUrl: string
  /** Sends the factory call. */
  sender: Account
  owners: readonly Address[]
  threshold: number
  saltNonce?: bigint
  /** Default the SafeL2 singleton; pass `safeDeployments.safe` for an L1 Safe (no per-tx events). */
  singleton?: Address
  chainId?: number
}

/** Creates a Safe through the canonical 1.4.1 factory (CompatibilityFallbackHandler) and returns its address. */
export async function createTestSafe({
  rpcUrl,
  sender,
  owners,
  threshold,
  saltNonce = BigInt(Date.now()),
  singleton = safeDeployments.safeL2,
  chainId,
}: CreateTestSafeParameters): Promise<{ safe: Address; receipt: TransactionReceipt }> {
  const { wallet, client } = createTestWallet({ rpcUrl, account: sender, ...(chainId ? { chainId } : {}) })
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      [...owners],
      BigInt(threshold),
      zeroAddress,
      '0x',
      safeDeployments.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  const hash = await wallet.writeContract({
    address: safeDeployments.safeProxyFactory,
    abi: safeProxyFactoryAbi,
    functionName: 'createProxyWithNonce',
    args: [singleton, initializer, saltNonce],
  })
  const receipt = await waitForReceipt(client, { hash })
  if (receipt.status !== 'success') throw new Error(`createProxyWithNonce ${hash} reverted`)
  const safe = predictSafeAddress({
    initializer,
    saltNonce,
    singleton,
    factory: safeDeployments.safeProxyFactory,
  })
  return { safe, receipt }
}
