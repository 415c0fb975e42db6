import { encodeMultiSendTransactions } from '@coffer/safe'
import { encodeFunctionData } from 'viem'
import type { SafeTxDraft } from '../safeTxReviewStore.ts'

// MultiSendCallOnly 1.4.1, canonical on every chain with the Safe singleton factory (see
// @coffer/safe safeDeployments; inlined so this page does not pull that module's other tables).
export const multiSendCallOnlyAddress = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2'

const multiSendAbi = [
  {
    type: 'function',
    name: 'multiSend',
    stateMutability: 'payable',
    inputs: [{ name: 'transactions', type: 'bytes' }],
    outputs: [],
  },
] as const

export type BatchDraftError = { code: 'empty' } | { code: 'delegatecall' }

/**
 * One Safe transaction running every call in order, all or none: a delegatecall into
 * MultiSendCallOnly, which refuses nested delegatecalls — so a batch can only make plain calls.
 */
export function buildBatchDraft(
  calls: readonly SafeTxDraft[],
): { ok: true; draft: SafeTxDraft } | { ok: false; error: BatchDraftError } {
  if (calls.length === 0) return { ok: false, error: { code: 'empty' } }
  if (calls.some((call) => call.operation !== 0)) return { ok: false, error: { code: 'delegatecall' } }
  return {
    ok: true,
    draft: {
      to: multiSendCallOnlyAddress,
      value: 0n,
      data: encodeFunctionData({
        abi: multiSendAbi,
        functionName: 'multiSend',
        args: [encodeMultiSendTransactions(calls)],
      }),
      operation: 1,
    },
  }
}
