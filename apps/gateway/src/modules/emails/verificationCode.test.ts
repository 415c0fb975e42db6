import { describe, expect, it } from 'vitest'
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './verificationCode.ts'

describe('verification codes', () => {
  const key = new TextEncoder().encode('k'.repeat(32))

  it('are six zero-padded digits', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/)
  })

  it('are stored as a keyed hash bound to the email row', () => {
    const hash = hashVerificationCode(key, 7, '012345')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(verificationCodeMatches(key, 7, '012345', hash)).toBe(true)
    expect(verificationCodeMatches(key, 7, '012346', hash)).toBe(false)
    expect(verificationCodeMatches(key, 8, '012345', hash)).toBe(false)
    expect(verificationCodeMatches(new TextEncoder().encode('x'.repeat(32)), 7, '012345', hash)).toBe(false)
    expect(verificationCodeMatches(key, 7, '012345', 'not hex')).toBe(false)
  })
})
