import { safeDeployments, safeDeployments130, signMessageLibAbi } from '@coffer/safe'
import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { isTrustedDelegateCallTarget } from '../../../safe-tx/model/trustedDelegateCall.ts'
import { toSignMessageDraft } from './toSignMessageDraft.ts'

const hash = `0x${'ab'.repeat(32)}` as const

describe('toSignMessageDraft', () => {
  it("delegatecalls SignMessageLib.signMessage(hash) of the Safe's generation", () => {
    const draft = toSignMessageDraft(hash, { version: '1.4.1' })
    expect(draft).toMatchObject({ to: safeDeployments.signMessageLib, value: 0n, operation: 1 })
    expect(decodeFunctionData({ abi: signMessageLibAbi, data: draft.data })).toEqual({
      functionName: 'signMessage',
      args: [hash],
    })
    expect(toSignMessageDraft(hash, { version: '1.3.0+L2' }).to).toBe(safeDeployments130.signMessageLib)
    expect(toSignMessageDraft(hash, { version: null }).to).toBe(safeDeployments.signMessageLib)
    // The review dialog shows no "untrusted delegatecall" alarm for it.
    expect(isTrustedDelegateCallTarget(draft.to)).toBe(true)
  })
})
