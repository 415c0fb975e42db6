import { type Address, encodeFunctionData } from 'viem'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'

// Just the function we call: an ABI array is not tree-shaken, viem's full erc20Abi would ship whole.
const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** What to send: the chain's own coin (`token: null`) or an ERC-20 at `token`. */
export type TransferParameters = { token: Address | null; recipient: Address; amount: bigint }

/**
 * The Safe transaction moving tokens out of the Safe: the native coin is the call's value with no
 * data; an ERC-20 is `transfer(recipient, amount)` on the token, with no value.
 */
export function buildTransferDraft({ token, recipient, amount }: TransferParameters): SafeTxDraft {
  if (token === null) return { to: recipient, value: amount, data: '0x', operation: 0 }
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20TransferAbi, functionName: 'transfer', args: [recipient, amount] }),
    operation: 0,
  }
}
