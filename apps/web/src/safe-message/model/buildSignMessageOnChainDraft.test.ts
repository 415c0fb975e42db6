import { safeDeployments, safeDeployments130, signMessageLibAbi } from '@coffer/safe'
import { decodeFunctionData, hashMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { isTrustedDelegateCallTarget } from '../../safe-tx/model/trustedDelegateCall.ts'
import { buildSignMessageOnChainDraft } from './buildSignMessageOnChainDraft.ts'

describe('buildSignMessageOnChainDraft', () => {
  it("delegatecalls SignMessageLib.signMessage(messageHash) of the Safe's version, a trusted target", () => {
    const messageHash = hashMessage('Hello, Safe')
    const draft = buildSignMessageOnChainDraft({ messageHash, version: '1.4.1' })
    expect(draft).toMatchObject({ to: safeDeployments.signMessageLib, value: 0n, operation: 1 })
    expect(decodeFunctionData({ abi: signMessageLibAbi, data: draft.data })).toEqual({
      functionName: 'signMessage',
      args: [messageHash],
    })
    expect(isTrustedDelegateCallTarget(draft.to)).toBe(true)
    expect(buildSignMessageOnChainDraft({ messageHash, version: '1.3.0+L2' }).to).toBe(
      safeDeployments130.signMessageLib,
    )
  })
})
