import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSignInMessage, signInStatement } from './createSignInMessage.ts'

describe('createSignInMessage', () => {
  it('builds an EIP-4361 message for this origin that expires within 24 hours', () => {
    const now = new Date('2026-03-01T10:00:00.000Z')
    const message = createSignInMessage({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
      nonce: 'abcDEF12345678',
      location: { host: '127.0.0.1:8080', origin: 'http://127.0.0.1:8080' },
      now,
    })
    expect(message.startsWith('127.0.0.1:8080 wants you to sign in with your Ethereum account:')).toBe(true)
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({
      domain: '127.0.0.1:8080',
      uri: 'http://127.0.0.1:8080',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      chainId: 31337,
      nonce: 'abcDEF12345678',
      version: '1',
      statement: signInStatement,
    })
    expect(parsed.issuedAt?.toISOString()).toBe(now.toISOString())
    const lifetime = (parsed.expirationTime?.getTime() ?? 0) - now.getTime()
    expect(lifetime).toBeGreaterThan(0)
    expect(lifetime).toBeLessThanOrEqual(24 * 60 * 60 * 1000)
  })
})
