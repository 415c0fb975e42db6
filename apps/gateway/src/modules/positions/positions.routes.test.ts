import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'

describe('positions route, with no positions source', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('answers an empty list of protocols, in any fiat code and address case', async () => {
    for (const url of [
      `/v1/chains/31337/safes/${safe}/positions/USD`,
      `/v1/chains/31337/safes/${safe.toLowerCase()}/positions/eur?refresh=true&sync=false`,
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.json(), url).toEqual([])
    }
  })

  it('validates the path as balances do: 422 for a bad chain id or address, 404 for an unknown chain', async () => {
    const badAddress = await get('/v1/chains/31337/safes/0x123/positions/USD')
    expect(badAddress.statusCode).toBe(422)
    expect(badAddress.json()).toMatchObject({
      statusCode: 422,
      path: ['safeAddress'],
      message: 'Invalid address',
    })
    expect((await get(`/v1/chains/main/safes/${safe}/positions/USD`)).statusCode).toBe(422)
    expect((await get(`/v1/chains/31337/safes/${safe}/positions/${'X'.repeat(33)}`)).statusCode).toBe(422)
    const unknown = await get(`/v1/chains/5/safes/${safe}/positions/USD`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
  })

  it('refuses a non-boolean refresh or sync with 400, as CGW does', async () => {
    const res = await get(`/v1/chains/31337/safes/${safe}/positions/USD?sync=yes`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed (boolean string is expected)',
      error: 'Bad Request',
    })
  })
})
