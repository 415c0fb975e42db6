import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { buildSiweMessage } from '../../../test/siwe.ts'
import { type CheckSiweMessageParameters, checkSiweMessage } from './checkSiweMessage.ts'

const origin = 'https://coffer.example'
const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = Date.now()
const params: CheckSiweMessageParameters = {
  now,
  allowedOrigins: [origin, 'http://localhost:8080'],
  chainIds: new Set([31337]),
  clockSkewMs: 30_000,
  maxValidityMs: 86_400_000,
}

function check(overrides: Parameters<typeof buildSiweMessage>[1] = {}, messageOrigin = origin) {
  const text = buildSiweMessage({ address, nonce: 'abcdef0123456789', origin: messageOrigin }, overrides)
  return checkSiweMessage(parseSiweMessage(text), params)
}

describe('checkSiweMessage', () => {
  it('accepts a well-formed message for an allowed origin', () => {
    const result = check()
    expect(result.ok).toBe(true)
    if (result.ok) expect(result.message.address).toBe(address)
  })

  it('accepts the domain with its port', () => {
    expect(check({}, 'http://localhost:8080').ok).toBe(true)
    expect(check({}, 'http://localhost:8081').ok).toBe(false)
  })

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['a URI on another origin', { uri: 'https://evil.example/' }],
    ['a URI that only starts like an allowed origin', { uri: 'https://coffer.example.evil.example/' }],
    ['a scheme that does not match', { scheme: 'http' }],
    ['an unconfigured chain', { chainId: 1 }],
    ['an issue date in the future', { issuedAt: new Date(now + 31_000) }],
    ['a not-before in the future', { notBefore: new Date(now + 31_000) }],
    ['an expiry in the past', { expirationTime: new Date(now - 31_000) }],
  ])('refuses %s', (_, overrides) => {
    expect(check(overrides)).toMatchObject({ ok: false, reason: 'invalid_message' })
  })

  it('tolerates 30 s of clock skew', () => {
    expect(
      check({
        issuedAt: new Date(now + 29_000),
        notBefore: new Date(now + 29_000),
        expirationTime: new Date(now - 29_000),
      }).ok,
    ).toBe(true)
  })

  it('flags a validity beyond the maximum separately', () => {
    expect(check({ expirationTime: new Date(now + 86_401_000) })).toMatchObject({
      ok: false,
      reason: 'validity_too_long',
    })
  })

  it('refuses garbage and missing fields', () => {
    expect(checkSiweMessage(parseSiweMessage('hello'), params).ok).toBe(false)
    const text = buildSiweMessage({ address, nonce: 'abcdef0123456789', origin })
    expect(checkSiweMessage(parseSiweMessage(text.replace('Version: 1', 'Version: 2')), params).ok).toBe(
      false,
    )
    expect(
      checkSiweMessage(parseSiweMessage(text.replace(/Issued At: .*/, 'Issued At: yesterday')), params).ok,
    ).toBe(false)
  })
})
