import {
  getSafeMessageHash,
  getSafeMessageHashPreimage,
  hashSafeMessage,
  type SafeMessageContent,
  safeMessageTypedData,
  signMessageLibAbi,
} from '@coffer/safe'
import { type Address, encodeFunctionData, type Hex, type LocalAccount } from 'viem'
import { contractSignature, devChainId, signSafeMessage } from '../../proposals/testing/proposalFixtures.ts'

/** Test helpers that sign messages the way wallets and the web app do (not used by the product). */

export type MessageTarget = { safe: Address; message: SafeMessageContent; chainId?: number; version?: string }

const withChain = ({ chainId = devChainId, ...rest }: MessageTarget) => ({ chainId, ...rest })

export const messageHashOf = (target: MessageTarget): Hex => getSafeMessageHash(withChain(target))

/** An owner's EIP-712 signature of the Safe message (v 27/28). */
export function signMessageAs(account: LocalAccount, target: MessageTarget): Promise<Hex> {
  return account.signTypedData(safeMessageTypedData(withChain(target)))
}

/**
 * What a 1-of-1 owner Safe contributes for `target` on a Safe before 1.5.0: its owner signs the
 * SafeMessage of the parent's message preimage in the owner Safe's domain (the parent asks the owner
 * `isValidSignature(bytes preimage, …)`), wrapped as a contract signature part.
 */
export async function ownerSafeSignature(
  ownerOfOwner: LocalAccount,
  ownerSafe: Address,
  target: MessageTarget,
): Promise<Hex> {
  const preimage = getSafeMessageHashPreimage(withChain(target))
  return contractSignature(ownerSafe, await signSafeMessage(ownerOfOwner, ownerSafe, preimage))
}

/** SignMessageLib's `signMessage(hashSafeMessage(message))`, delegatecalled by a Safe to sign on chain. */
export function signMessageCallData(message: SafeMessageContent): Hex {
  return encodeFunctionData({
    abi: signMessageLibAbi,
    functionName: 'signMessage',
    args: [hashSafeMessage(message)],
  })
}

/** EIP-712 typed data as a dapp would ask a Safe to sign it. */
export const permitTypedData = (spender: Address, value = '1000000') => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: {
    name: 'Coffer Token',
    version: '1',
    chainId: devChainId,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  message: {
    owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    spender,
    value,
    nonce: 0,
    deadline: '1900000000',
  },
})
