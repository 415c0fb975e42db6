import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { amountInputErrorMessage } from './amountInputErrorMessage.ts'
import { sendFundsProblemMessage } from './sendFundsProblemMessage.ts'

const ether = { symbol: 'ETH', decimals: 18 }

describe('amountInputErrorMessage', () => {
  it('says what to type', () => {
    expect(amountInputErrorMessage({ code: 'empty' }, ether)).toBe('Enter an amount')
    expect(amountInputErrorMessage({ code: 'not_a_number' }, ether)).toBe('Enter a number, like 0.5')
    expect(amountInputErrorMessage({ code: 'not_positive' }, ether)).toBe('Enter an amount greater than 0')
    expect(amountInputErrorMessage({ code: 'too_many_decimals', decimals: 18 }, ether)).toBe(
      'ETH amounts have at most 18 decimals',
    )
    expect(amountInputErrorMessage({ code: 'exceeds_balance', balance: parseEther('9999.5') }, ether)).toBe(
      'That is more than your wallet holds (9,999.5 ETH)',
    )
  })
})

describe('sendFundsProblemMessage', () => {
  it('tells a refusal from a failure', () => {
    expect(sendFundsProblemMessage({ code: 'rejected' })).toBe('You rejected the transaction in your wallet.')
    expect(sendFundsProblemMessage({ code: 'failed', reason: 'Internal JSON-RPC error.' })).toBe(
      'The transaction could not be sent: Internal JSON-RPC error.',
    )
  })
})
