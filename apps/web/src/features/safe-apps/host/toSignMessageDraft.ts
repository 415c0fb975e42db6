import { safeDeployments, safeDeployments130, signMessageLibAbi } from '@coffer/safe'
import { encodeFunctionData, type Hex } from 'viem'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'

/** SignMessageLib of the Safe's generation: 1.3.0 Safes ship with the 1.3.0 library, later ones with 1.4.1's. */
export function findSignMessageLib(version: string | null) {
  const [major = 0, minor = 0] = (version ?? '').split('.').map(Number)
  return major === 1 && minor < 4 ? safeDeployments130.signMessageLib : safeDeployments.signMessageLib
}

/**
 * The Safe transaction that signs a message on chain: a delegatecall to SignMessageLib.signMessage with
 * the message's hash (EIP-191 or EIP-712), which marks it in the Safe's `signedMessages`; EIP-1271
 * `isValidSignature(hash, "0x")` then answers the magic value. The review dialog trusts this target.
 */
export function toSignMessageDraft(messageHash: Hex, { version }: { version: string | null }): SafeTxDraft {
  return {
    to: findSignMessageLib(version),
    value: 0n,
    data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [messageHash] }),
    operation: 1,
  }
}
