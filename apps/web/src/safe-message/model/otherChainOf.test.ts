import { describe, expect, it } from 'vitest'
import { otherChainOf } from './otherChainOf.ts'
import { toTypedDataMessage } from './toTypedDataMessage.ts'

function typedData(domain: Record<string, unknown>) {
  const result = toTypedDataMessage({
    domain,
    types: { Note: [{ name: 'text', type: 'string' }] },
    primaryType: 'Note',
    message: { text: 'hello' },
  })
  if (!result.ok) throw new Error('test typed data refused')
  return result.value
}

describe('otherChainOf', () => {
  it("names the chain of typed data bound to another chain than the Safe's", () => {
    expect(otherChainOf(typedData({ chainId: 1 }), 31337)).toBe(1)
  })

  it("is undefined for the Safe's own chain, a domain without a chain, and a text", () => {
    expect(otherChainOf(typedData({ chainId: 31337 }), 31337)).toBeUndefined()
    expect(otherChainOf(typedData({ name: 'App' }), 31337)).toBeUndefined()
    expect(otherChainOf('chainId 1', 31337)).toBeUndefined()
  })
})
