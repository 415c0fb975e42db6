import { describe, expect, it } from 'vitest'
import { checkNonce, parseNonceInput } from './nonceWarnings.ts'

const nonces = { current: 5, recommended: 7 }

describe('checkNonce', () => {
  it('accepts the recommended nonce and queued ones (replacements)', () => {
    expect(checkNonce(7, nonces)).toEqual({ level: 'ok' })
    expect(checkNonce(5, nonces)).toEqual({ level: 'ok' })
  })
  it('errors below the current nonce: it can never run', () => {
    expect(checkNonce(4, nonces)).toEqual({ level: 'error', code: 'below_current', current: 5 })
  })
  it('warns about a gap, and louder when far ahead', () => {
    expect(checkNonce(8, nonces)).toEqual({ level: 'warning', code: 'gap', recommended: 7 })
    expect(checkNonce(17, nonces)).toEqual({ level: 'warning', code: 'gap', recommended: 7 })
    expect(checkNonce(18, nonces)).toEqual({ level: 'warning', code: 'far_ahead', recommended: 7 })
  })
  it('parses digits only', () => {
    expect(parseNonceInput(' 12 ')).toBe(12)
    expect(parseNonceInput('1.5')).toBeUndefined()
    expect(parseNonceInput('-1')).toBeUndefined()
    expect(parseNonceInput('')).toBeUndefined()
  })
})
