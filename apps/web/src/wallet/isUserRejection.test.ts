import { BaseError, UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection.ts'

describe('isUserRejection', () => {
  it('finds a 4001 refusal directly or as a cause', () => {
    const refusal = new UserRejectedRequestError(new Error('User rejected the request.'))
    expect(isUserRejection(refusal)).toBe(true)
    expect(isUserRejection(new BaseError('Signing failed', { cause: refusal }))).toBe(true)
    expect(isUserRejection(new BaseError('Signing failed'))).toBe(false)
    expect(isUserRejection(new Error('x'))).toBe(false)
  })
})
