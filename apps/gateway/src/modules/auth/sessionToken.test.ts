import { describe, expect, it } from 'vitest'
import { signSessionToken, verifyRevocableSessionToken, verifySessionToken } from './sessionToken.ts'

const key = new TextEncoder().encode('k'.repeat(32))
const otherKey = new TextEncoder().encode('o'.repeat(32))
const signerAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const now = 1_800_000_000_000

describe('session tokens', () => {
  it('round-trips the session with CGW claim names', async () => {
    const token = await signSessionToken(key, {
      signerAddress,
      chainId: '31337',
      issuedAt: now,
      notBefore: undefined,
      expiresAt: now + 3_600_000,
    })
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(payload).toMatchObject({ chain_id: '31337', signer_address: signerAddress, auth_method: 'siwe' })
    expect(payload.jti).toMatch(/^[0-9a-f]{32}$/)
    expect(await verifySessionToken(key, token, now + 1000)).toEqual({
      signerAddress,
      chainId: '31337',
      tokenId: payload.jti,
      expiresAt: now + 3_600_000,
    })
  })

  it('rejects expired, not-yet-valid, foreign-key and garbage tokens', async () => {
    const token = await signSessionToken(key, {
      signerAddress,
      chainId: '1',
      issuedAt: now,
      notBefore: now + 60_000,
      expiresAt: now + 3_600_000,
    })
    expect(await verifySessionToken(key, token, now)).toBeUndefined()
    expect(await verifySessionToken(key, token, now + 7_200_000)).toBeUndefined()
    expect(await verifySessionToken(otherKey, token, now + 120_000)).toBeUndefined()
    expect(await verifySessionToken(key, token, now + 120_000)).toBeDefined()
    expect(await verifySessionToken(key, 'garbage', now)).toBeUndefined()
  })

  it('gives every token its own id', async () => {
    const claims: Parameters<typeof signSessionToken>[1] = {
      signerAddress,
      chainId: '1',
      issuedAt: now,
      notBefore: undefined,
      expiresAt: now + 60_000,
    }
    const [a, b] = await Promise.all([signSessionToken(key, claims), signSessionToken(key, claims)])
    const [x, y] = await Promise.all([verifySessionToken(key, a, now), verifySessionToken(key, b, now)])
    expect(x?.tokenId).not.toBe(y?.tokenId)
  })

  it('lets logout revoke a token that has not started yet, but not an expired or forged one', async () => {
    const token = await signSessionToken(key, {
      signerAddress,
      chainId: '1',
      issuedAt: now,
      notBefore: now + 60_000,
      expiresAt: now + 3_600_000,
    })
    expect(await verifyRevocableSessionToken(key, token, now)).toMatchObject({ expiresAt: now + 3_600_000 })
    expect(await verifyRevocableSessionToken(key, token, now + 7_200_000)).toBeUndefined()
    expect(await verifyRevocableSessionToken(otherKey, token, now)).toBeUndefined()
    expect(await verifyRevocableSessionToken(key, 'garbage', now)).toBeUndefined()
  })
})
