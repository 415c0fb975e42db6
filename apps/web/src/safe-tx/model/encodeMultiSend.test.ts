import { encodeMultiSendTransactions, safeDeployments } from '@coffer/safe'
import { decodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildBatchDraft, multiSendCallOnlyAddress } from './encodeMultiSend.ts'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
// transfer(recipient, 5) on the token, and 2 wei to the recipient.
const tokenTransfer = {
  to: token,
  value: 0n,
  data: `0xa9059cbb${recipient.slice(2).toLowerCase().padStart(64, '0')}${(5).toString(16).padStart(64, '0')}`,
  operation: 0,
} as const
const nativeTransfer = { to: recipient, value: 2n, data: '0x', operation: 0 } as const

describe('buildBatchDraft', () => {
  it('builds a delegatecall to MultiSendCallOnly 1.4.1 multiSend(packed)', () => {
    const calls = [tokenTransfer, nativeTransfer]
    const result = buildBatchDraft(calls)
    if (!result.ok) throw new Error('expected a draft')
    expect(multiSendCallOnlyAddress).toBe(safeDeployments.multiSendCallOnly)
    expect(result.draft).toMatchObject({ to: safeDeployments.multiSendCallOnly, value: 0n, operation: 1 })
    const decoded = decodeFunctionData({
      abi: parseAbi(['function multiSend(bytes transactions)']),
      data: result.draft.data,
    })
    expect(decoded.args[0]).toBe(encodeMultiSendTransactions(calls))
  })
  it('refuses an empty batch and nested delegatecalls', () => {
    expect(buildBatchDraft([])).toEqual({ ok: false, error: { code: 'empty' } })
    expect(buildBatchDraft([{ to: token, value: 0n, data: '0x', operation: 1 }])).toEqual({
      ok: false,
      error: { code: 'delegatecall' },
    })
  })
})
