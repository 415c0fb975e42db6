import { describe, expect, it } from 'vitest'
import { shouldSignOffChain } from './shouldSignOffChain.ts'

const handler = '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'
const base = {
  safe: { version: '1.4.1', fallbackHandler: handler },
  chain: { features: ['EIP1271', 'SAFE_APPS'] },
  sdkVersion: '9.1.0',
  settings: { offChainSigning: true },
} as const

describe('shouldSignOffChain', () => {
  it('signs off chain when the Safe, the chain, the app and its settings all allow it', () => {
    expect(shouldSignOffChain(base)).toBe(true)
    // Before 1.3.0 a Safe checks EIP-1271 itself, without a fallback handler.
    expect(shouldSignOffChain({ ...base, safe: { version: '1.1.1', fallbackHandler: null } })).toBe(true)
  })

  it('signs on chain otherwise', () => {
    expect(shouldSignOffChain({ ...base, settings: { offChainSigning: false } })).toBe(false)
    expect(shouldSignOffChain({ ...base, chain: { features: [] } })).toBe(false)
    expect(shouldSignOffChain({ ...base, sdkVersion: '7.10.9' })).toBe(false)
    expect(shouldSignOffChain({ ...base, safe: { version: null, fallbackHandler: handler } })).toBe(false)
    expect(shouldSignOffChain({ ...base, safe: { version: '1.3.0', fallbackHandler: null } })).toBe(false)
  })
})
