import { hashMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeSafeAppMessage, hashSafeAppMessage } from './safeAppMessage.ts'

describe('hashSafeAppMessage', () => {
  it("hashes text as EIP-191, the SDK's calculateMessageHash vector included", () => {
    expect(hashSafeAppMessage({ kind: 'text', text: 'approve rugpull' })).toBe(hashMessage('approve rugpull'))
    expect(hashSafeAppMessage({ kind: 'text', text: 'approve rugpull' })).toMatch(/^0xe32c.*93af$/)
  })

  it('hashes 0x bytes as the bytes they spell (personal_sign), the same as their text', () => {
    expect(hashSafeAppMessage({ kind: 'text', text: '0x68656c6c6f' })).toBe(hashMessage('hello'))
  })
})

describe('describeSafeAppMessage', () => {
  it('shows text, 0x text decoded, other bytes as they are, typed data as JSON', () => {
    expect(describeSafeAppMessage({ kind: 'text', text: 'Sign in to Example' })).toBe('Sign in to Example')
    expect(describeSafeAppMessage({ kind: 'text', text: '0x68656c6c6f' })).toBe('hello')
    expect(describeSafeAppMessage({ kind: 'text', text: '0xff00' })).toBe('0xff00')
    expect(
      describeSafeAppMessage({
        kind: 'typed',
        typedData: {
          domain: { chainId: 1 },
          types: { A: [{ name: 'x', type: 'uint256' }] },
          primaryType: 'A',
          message: { x: '1' },
        },
      }),
    ).toContain('"primaryType": "A"')
  })
})
