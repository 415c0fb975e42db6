import { type Account, type Address, erc20Abi, type TransactionReceipt } from 'viem'
import { demoNftAbi } from '../demoContractAbis.ts'
import { waitForReceipt } from '../waitForReceipt.ts'
import { createTestWallet } from './createTestWallet.ts'

type Common = { rpcUrl: string; from: Account; chainId?: number }

/** Sends native coin from a dev account and waits for the receipt. */
export async function sendEth({
  rpcUrl,
  from,
  to,
  value,
  chainId,
}: Common & { to: Address; value: bigint }): Promise<TransactionReceipt> {
  const { wallet, client } = createTestWallet({ rpcUrl, account: from, ...(chainId ? { chainId } : {}) })
  const hash = await wallet.sendTransaction({ to, value })
  return waitForReceipt(client, { hash })
}

/** ERC-20 `transfer` from a dev account (e.g. the demo token, minted to account 0 by nobody: mint first). */
export async function sendErc20({
  rpcUrl,
  from,
  token,
  to,
  amount,
  chainId,
}: Common & { token: Address; to: Address; amount: bigint }): Promise<TransactionReceipt> {
  const { wallet, client } = createTestWallet({ rpcUrl, account: from, ...(chainId ? { chainId } : {}) })
  const hash = await wallet.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  return waitForReceipt(client, { hash })
}

/**
 * Mints the demo token (ERC20PresetMinterPauser) or, without `amount`, the next demo NFT
 * (ERC721PresetMinterPauserAutoId) to `to`. `from` must hold the minter role: dev account 0 on the devchain.
 */
export async function mintDemoToken({
  rpcUrl,
  from,
  token,
  to,
  amount,
  chainId,
}: Common & { token: Address; to: Address; amount?: bigint }): Promise<TransactionReceipt> {
  const { wallet, client } = createTestWallet({ rpcUrl, account: from, ...(chainId ? { chainId } : {}) })
  const hash =
    amount === undefined
      ? await wallet.writeContract({ address: token, abi: demoNftAbi, functionName: 'mint', args: [to] })
      : await wallet.writeContract({
          address: token,
          abi: mintErc20Abi,
          functionName: 'mint',
          args: [to, amount],
        })
  return waitForReceipt(client, { hash })
}

const mintErc20Abi = [
  {
    type: 'function',
    name: 'mint',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
] as const
