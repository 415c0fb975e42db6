import { BaseError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { GatewayError } from '../../gateway/GatewayError.ts'
import { describeSafeTxError } from './describeSafeTxError.ts'

const refusal = new UserRejectedRequestError(new Error('User rejected the request.'))

describe('describeSafeTxError', () => {
  it('names what the person declined in the wallet, and that nothing left', () => {
    expect(describeSafeTxError(refusal)).toBe('You declined the signature in your wallet. Nothing was sent.')
    expect(describeSafeTxError(new BaseError('wrapped', { cause: refusal }), 'transaction')).toBe(
      'You declined the transaction in your wallet. Nothing was sent.',
    )
  })

  it("gives a wallet's failure as its first line", () => {
    expect(describeSafeTxError(new Error('insufficient funds\nat line 3'), 'transaction')).toBe(
      'Your wallet could not do it: insufficient funds',
    )
  })

  it('passes a gateway refusal on as the gateway worded it', () => {
    const error = new GatewayError('CGW error - 422: Invalid nonce', { code: 'http', status: 422 })
    expect(describeSafeTxError(error)).toContain('422: Invalid nonce')
  })
})
