import { describe, expect, it } from 'vitest'
import { canSignAndExecute } from './signAndExecute.ts'

const base = { threshold: 2, confirmations: 1, isOwner: true, hasSigned: false, nonce: 4, safeNonce: 4 }

describe('canSignAndExecute', () => {
  it('offers it when this signature is the last one needed', () => {
    expect(canSignAndExecute(base)).toBe(true)
    expect(canSignAndExecute({ ...base, nonce: 4n })).toBe(true)
  })

  it('offers it for a new transaction of a 1-of-n Safe', () => {
    expect(canSignAndExecute({ ...base, threshold: 1, confirmations: 0 })).toBe(true)
  })

  it('does not when more signatures are still missing', () => {
    expect(canSignAndExecute({ ...base, threshold: 3 })).toBe(false)
    expect(canSignAndExecute({ ...base, confirmations: 0 })).toBe(false)
  })

  it('does not for a later nonce: only the next one can run', () => {
    expect(canSignAndExecute({ ...base, nonce: 5 })).toBe(false)
    expect(canSignAndExecute({ ...base, safeNonce: undefined })).toBe(false)
  })

  it('does not for someone who is no owner or has signed already', () => {
    expect(canSignAndExecute({ ...base, isOwner: false })).toBe(false)
    expect(canSignAndExecute({ ...base, hasSigned: true })).toBe(false)
  })
})
