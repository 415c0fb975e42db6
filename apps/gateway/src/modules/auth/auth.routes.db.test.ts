import { getDevAccount } from '@coffer/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { signInWithEthereum } from '../../../test/siwe.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'

const origin = 'http://127.0.0.1:18080'

describe.each(testDatabaseKinds)('sessions end at logout, on %s', (database) => {
  let t: TestApp

  beforeAll(async () => {
    // No node answers this chain: an EOA's SIWE signature is then checked by local recovery.
    t = await createTestApp({}, { database })
  })
  afterAll(async () => {
    await t?.close()
  })

  const signIn = (accountIndex: number) =>
    signInWithEthereum(t.app, { account: getDevAccount(accountIndex), origin })

  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/v1/auth/me', cookies: { access_token: token } })
  const logout = (token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      ...(token ? { cookies: { access_token: token } } : {}),
    })

  it('answers 403 to the old cookie after logout, and keeps other sessions', async () => {
    const token = await signIn(4)
    const other = await signIn(5)
    expect((await me(token)).statusCode).toBe(200)

    const res = await logout(token)
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(/^access_token=;.*Expires=Thu, 01 Jan 1970/)

    const after = await me(token)
    expect(after.statusCode).toBe(403)
    expect(after.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' })
    expect((await me(other)).statusCode).toBe(200)
  })

  it('logs out twice, or without a session, with 200', async () => {
    const token = await signIn(6)
    expect((await logout(token)).statusCode).toBe(200)
    expect((await logout(token)).statusCode).toBe(200)
    expect((await logout()).statusCode).toBe(200)
    expect((await logout('a.b.c')).statusCode).toBe(200)
    expect((await me(token)).statusCode).toBe(403)
  })

  it('answers /me with CGW UserSession fields', async () => {
    const account = getDevAccount(7)
    const res = await me(await signIn(7))
    expect(res.json()).toEqual({
      id: account.address,
      authMethod: 'siwe',
      signerAddress: account.address,
      chainId: '31337',
    })
  })
})
