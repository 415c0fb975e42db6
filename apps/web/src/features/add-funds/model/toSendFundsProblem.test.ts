import { BaseError, InsufficientFundsError, TransactionExecutionError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toSendFundsProblem } from './toSendFundsProblem.ts'

function executionError(cause: BaseError) {
  return new TransactionExecutionError(cause, { account: null, chain: undefined })
}

describe('toSendFundsProblem', () => {
  it('recognises a wallet that said no (4001), however wrapped', () => {
    const refusal = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(toSendFundsProblem(refusal)).toEqual({ code: 'rejected' })
    expect(toSendFundsProblem(executionError(refusal))).toEqual({ code: 'rejected' })
  })

  it('recognises a wallet that cannot pay for amount plus fee', () => {
    const cause = new InsufficientFundsError({
      cause: new BaseError('insufficient funds for gas * price + value'),
    })
    expect(toSendFundsProblem(executionError(cause))).toEqual({ code: 'insufficient_funds' })
  })

  it('keeps the short reason of anything else', () => {
    expect(toSendFundsProblem(new BaseError('Internal JSON-RPC error.'))).toEqual({
      code: 'failed',
      reason: 'Internal JSON-RPC error.',
    })
    expect(toSendFundsProblem(new Error('boom'))).toEqual({ code: 'failed', reason: 'boom' })
  })
})
