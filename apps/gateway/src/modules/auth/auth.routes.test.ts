import { getDevAccount } from '@coffer/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { buildSiweMessage, signSiweAsSafe } from '../../../test/siwe.ts'

const origin = 'http://127.0.0.1:18080'

describe('SIWE auth routes on a real devchain', () => {
  const devchain = useTestDevchain('auth')
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({
      chains: [{ chainId: devchain.chainId, name: 'Devchain', shortName: 'coffer', rpcUrl: devchain.rpcUrl }],
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  async function getNonce(): Promise<string> {
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/nonce' })
    expect(res.statusCode).toBe(200)
    return res.json().nonce
  }

  function verify(message: string, signature: string) {
    return t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload: { message, signature } })
  }

  it('issues alphanumeric single-use nonces', async () => {
    const [a, b] = [await getNonce(), await getNonce()]
    expect(a).toMatch(/^[a-zA-Z0-9]{32}$/)
    expect(a).not.toBe(b)
  })

  it('signs an EOA in: 200, empty body, HttpOnly Lax cookie, then /me knows them', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage({ address: account.address, nonce: await getNonce(), origin })
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('')
    const cookie = String(res.headers['set-cookie'])
    expect(cookie).toMatch(/^access_token=[\w-]+\.[\w-]+\.[\w-]+;/)
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    expect(cookie).toContain('Path=/')
    expect(cookie).not.toContain('Secure')

    const token = cookie.split(';')[0]?.split('=')[1] ?? ''
    const me = await t.app.inject({ method: 'GET', url: '/v1/auth/me', cookies: { access_token: token } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toEqual({
      id: account.address,
      authMethod: 'siwe',
      signerAddress: account.address,
      chainId: String(devchain.chainId),
    })
  })

  it('refuses a reused nonce even with a valid signature', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage({ address: account.address, nonce: await getNonce(), origin })
    const signature = await account.signMessage({ message })
    expect((await verify(message, signature)).statusCode).toBe(200)
    const again = await verify(message, signature)
    expect(again.statusCode).toBe(401)
    expect(again.json()).toEqual({ statusCode: 401, message: 'Invalid nonce', error: 'Unauthorized' })
  })

  it('refuses a nonce that was never issued', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage({ address: account.address, nonce: 'notissued1234567', origin })
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.json()).toEqual({ statusCode: 401, message: 'Invalid nonce', error: 'Unauthorized' })
  })

  it('refuses a message for another domain, and burns its nonce', async () => {
    const account = getDevAccount(4)
    const nonce = await getNonce()
    const phished = buildSiweMessage({ address: account.address, nonce, origin: 'https://evil.example' })
    const res = await verify(phished, await account.signMessage({ message: phished }))
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid message')

    const honest = buildSiweMessage({ address: account.address, nonce, origin })
    const retry = await verify(honest, await account.signMessage({ message: honest }))
    expect(retry.json().message).toBe('Invalid nonce')
  })

  it('refuses a URI on another origin than the domain', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage(
      { address: account.address, nonce: await getNonce(), origin },
      { uri: 'https://evil.example/login' },
    )
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.json().message).toBe('Invalid message')
  })

  it('refuses a signature by another account, and burns the nonce', async () => {
    const claimed = getDevAccount(4)
    const nonce = await getNonce()
    const message = buildSiweMessage({ address: claimed.address, nonce, origin })
    const res = await verify(message, await getDevAccount(5).signMessage({ message }))
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ statusCode: 401, message: 'Invalid signature', error: 'Unauthorized' })
    const retry = await verify(message, await claimed.signMessage({ message }))
    expect(retry.json().message).toBe('Invalid nonce')
  })

  it('refuses an expired message and one issued in the future', async () => {
    const account = getDevAccount(4)
    const now = Date.now()
    const expired = buildSiweMessage(
      { address: account.address, nonce: await getNonce(), origin },
      { issuedAt: new Date(now - 600_000), expirationTime: new Date(now - 60_000) },
    )
    expect((await verify(expired, await account.signMessage({ message: expired }))).json().message).toBe(
      'Invalid message',
    )
    const future = buildSiweMessage(
      { address: account.address, nonce: await getNonce(), origin },
      { issuedAt: new Date(now + 120_000) },
    )
    expect((await verify(future, await account.signMessage({ message: future }))).json().message).toBe(
      'Invalid message',
    )
  })

  it('accepts clock skew within 30 s', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage(
      { address: account.address, nonce: await getNonce(), origin },
      { issuedAt: new Date(Date.now() + 10_000), notBefore: new Date(Date.now() + 10_000) },
    )
    expect((await verify(message, await account.signMessage({ message }))).statusCode).toBe(200)
  })

  it('refuses a token longer than 24 h with 403', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage(
      { address: account.address, nonce: await getNonce(), origin },
      { expirationTime: new Date(Date.now() + 2 * 86_400_000) },
    )
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      statusCode: 403,
      message: 'Cannot issue token for longer than 86400 seconds',
      error: 'Forbidden',
    })
  })

  it('refuses a chain that is not configured', async () => {
    const account = getDevAccount(4)
    const message = buildSiweMessage({
      address: account.address,
      nonce: await getNonce(),
      origin,
      chainId: 1,
    })
    const res = await verify(message, await account.signMessage({ message }))
    expect(res.json().message).toBe('Invalid message')
  })

  it('refuses garbage with 401, and malformed bodies with 422, never 500', async () => {
    const garbage = await verify('hello, sign me in', '0x1234')
    expect(garbage.statusCode).toBe(401)
    expect(garbage.json().message).toBe('Invalid message')
    for (const payload of [
      { message: 'x', signature: 'nothex' },
      { message: 'x'.repeat(5000), signature: '0x00' },
      { message: 123, signature: '0x00' },
      { signature: '0x00' },
      [],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/verify', payload })
      expect(res.statusCode).toBe(422)
      expect(res.json().statusCode).toBe(422)
    }
    const account = getDevAccount(4)
    const message = buildSiweMessage({ address: account.address, nonce: await getNonce(), origin })
    const shortSignature = await verify(message, '0x00')
    expect(shortSignature.statusCode).toBe(401)
    expect(shortSignature.json().message).toBe('Invalid signature')
  })

  it('signs in the demo Safe through EIP-1271 with two owner signatures', async () => {
    const { safe, owners } = devchain.demo
    const nonce = await getNonce()
    const message = buildSiweMessage({ address: safe, nonce, origin })
    const ownerAccounts = [1, 2, 3].map(getDevAccount).filter((a) => owners.includes(a.address))
    const signature = await signSiweAsSafe({
      safe,
      chainId: devchain.chainId,
      owners: ownerAccounts.slice(0, 2),
      message,
    })
    const res = await verify(message, signature)
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toContain('access_token=')
  })

  it('refuses the demo Safe with one owner signature (below threshold)', async () => {
    const { safe } = devchain.demo
    const message = buildSiweMessage({ address: safe, nonce: await getNonce(), origin })
    const signature = await signSiweAsSafe({
      safe,
      chainId: devchain.chainId,
      owners: [getDevAccount(1)],
      message,
    })
    const res = await verify(message, signature)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('Invalid signature')
  })

  it('logs out by clearing the cookie; /me without a valid cookie is 403', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/logout' })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(/^access_token=;.*Expires=Thu, 01 Jan 1970/)
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      cookies: { access_token: 'a.b.c' },
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' })
  })
})
