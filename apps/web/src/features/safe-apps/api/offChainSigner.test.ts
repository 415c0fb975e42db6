import { parseTypedData } from '@coffer/safe'
import { describe, expect, it } from 'vitest'
import { toGatewayMessage } from './offChainSigner.ts'

describe('toGatewayMessage', () => {
  it('keeps a text, and proposes 0x bytes as the UTF-8 text they spell (the same EIP-191 hash)', () => {
    expect(toGatewayMessage({ kind: 'text', text: 'Sign in to Example' })).toBe('Sign in to Example')
    expect(toGatewayMessage({ kind: 'text', text: '0x68656c6c6f' })).toBe('hello')
  })

  it('refuses bytes that are no text: they can only be signed on chain', () => {
    expect(toGatewayMessage({ kind: 'text', text: '0xff00' })).toBeInstanceOf(Error)
  })

  it("turns an app's parsed typed data back into JSON the gateway accepts, integers as decimal strings", () => {
    const typedData = parseTypedData({
      domain: { chainId: 31337 },
      types: { Order: [{ name: 'amount', type: 'uint256' }] },
      primaryType: 'Order',
      message: { amount: '1000000000000000000000' },
    })
    expect(toGatewayMessage({ kind: 'typed', typedData })).toMatchObject({
      primaryType: 'Order',
      message: { amount: '1000000000000000000000' },
    })
  })
})
