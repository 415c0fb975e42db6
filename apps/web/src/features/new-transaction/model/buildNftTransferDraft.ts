import { type Address, encodeFunctionData } from 'viem'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'

const erc721SafeTransferFromAbi = [
  {
    type: 'function',
    name: 'safeTransferFrom',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'from', type: 'address' },
      { name: 'to', type: 'address' },
      { name: 'tokenId', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

/**
 * Sends one ERC-721 the Safe holds: `safeTransferFrom(safe, recipient, id)` on the collection, so a
 * contract recipient that cannot hold NFTs makes the transaction fail instead of swallowing the token.
 */
export function buildNftTransferDraft({
  safe,
  collection,
  tokenId,
  recipient,
}: {
  safe: Address
  collection: Address
  tokenId: bigint
  recipient: Address
}): SafeTxDraft {
  return {
    to: collection,
    value: 0n,
    data: encodeFunctionData({
      abi: erc721SafeTransferFromAbi,
      functionName: 'safeTransferFrom',
      args: [safe, recipient, tokenId],
    }),
    operation: 0,
  }
}
