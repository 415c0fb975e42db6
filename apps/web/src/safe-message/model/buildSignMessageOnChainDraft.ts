import { safeDeployments, safeDeployments130, signMessageLibAbi } from '@coffer/safe'
import { encodeFunctionData, type Hex } from 'viem'
import type { SafeTxDraft } from '../../safe-tx/safeTxReviewStore.ts'

function isBefore141(version: string): boolean {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((part) => Number.parseInt(part, 10) || 0)
  return major < 1 || (major === 1 && (minor < 4 || (minor === 4 && patch < 1)))
}

/**
 * The Safe transaction that signs a message on chain: a delegatecall to the canonical SignMessageLib of
 * the Safe's version, `signMessage(messageHash)`. The library marks `getMessageHash(messageHash)` — the
 * same SafeMessage hash owners sign off chain — in the Safe's `signedMessages`, after which the Safe's
 * `isValidSignature(messageHash, "0x")` answers valid with an empty signature.
 */
export function buildSignMessageOnChainDraft({
  messageHash,
  version,
}: {
  messageHash: Hex
  version: string
}): SafeTxDraft {
  return {
    to: isBefore141(version) ? safeDeployments130.signMessageLib : safeDeployments.signMessageLib,
    value: 0n,
    data: encodeFunctionData({ abi: signMessageLibAbi, functionName: 'signMessage', args: [messageHash] }),
    operation: 1,
  }
}
