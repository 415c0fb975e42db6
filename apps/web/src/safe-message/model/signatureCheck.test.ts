import { describe, expect, it } from 'vitest'
import { toSignatureCheck } from './signatureCheck.ts'

describe('toSignatureCheck', () => {
  it('is valid only when the form returns its own magic value', () => {
    expect(toSignatureCheck('bytes32', { status: 'success', result: '0x1626ba7e' })).toEqual({
      form: 'bytes32',
      valid: true,
      reason: 'magic_value',
    })
    expect(toSignatureCheck('bytes', { status: 'success', result: '0x20C13B0B' })).toEqual({
      form: 'bytes',
      valid: true,
      reason: 'magic_value',
    })
    // The other form's value, nothing, or garbage: not valid.
    expect(toSignatureCheck('bytes', { status: 'success', result: '0x1626ba7e' }).valid).toBe(false)
    expect(toSignatureCheck('bytes32', { status: 'success', result: '0x00000000' })).toMatchObject({
      valid: false,
      reason: 'other_value',
    })
    expect(toSignatureCheck('bytes32', { status: 'success', result: undefined }).valid).toBe(false)
  })

  it('reads a failed call (a revert, no node) as "not valid", never as an error', () => {
    expect(
      toSignatureCheck('bytes32', { status: 'failure', error: new Error('execution reverted: GS026') }),
    ).toEqual({
      form: 'bytes32',
      valid: false,
      reason: 'call_failed',
    })
  })
})
