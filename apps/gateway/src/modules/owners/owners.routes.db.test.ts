import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { insertSafe } from '../safes/safeRows.fixture.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const otherSafe = '0x1111111111111111111111111111111111111111'
const baseSafe = '0x2222222222222222222222222222222222222222'
const [ownerA, ownerB] = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]
const nobody = '0x9999999999999999999999999999999999999999'

const chain = (chainId: number) => ({
  chainId,
  name: `Chain ${chainId}`,
  shortName: `c${chainId}`,
  rpcUrl: 'http://127.0.0.1:9',
})

describe.each(testDatabaseKinds)('owners routes on %s', (database) => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ chains: [chain(31337), chain(8453)] }, { database })
    const { db } = t.deps
    await insertSafe(db, { chainId: 31337, address: safe, owners: [ownerA, ownerB], threshold: 2 })
    await insertSafe(db, { chainId: 31337, address: otherSafe, owners: [ownerA], threshold: 1 })
    await insertSafe(db, { chainId: 8453, address: baseSafe, owners: [ownerA], threshold: 1 })
    // A chain no longer configured: its rows are not served.
    await insertSafe(db, { chainId: 5, address: safe, owners: [ownerA], threshold: 1 })
  })
  afterAll(async () => {
    await t?.close()
  })

  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it("lists an owner's Safes on one chain, whatever the address case", async () => {
    expect((await get(`/v1/chains/31337/owners/${ownerA.toLowerCase()}/safes`)).json()).toEqual({
      safes: [otherSafe, safe],
    })
    expect((await get(`/v1/chains/31337/owners/${ownerB}/safes`)).json()).toEqual({ safes: [safe] })
    expect((await get(`/v1/chains/31337/owners/${nobody}/safes`)).json()).toEqual({ safes: [] })
  })

  it('lists them on every configured chain, in the v1 and v2 shapes', async () => {
    const expected = { '31337': [otherSafe, safe], '8453': [baseSafe] }
    expect((await get(`/v1/owners/${ownerA}/safes`)).json()).toEqual(expected)
    expect((await get(`/v2/owners/${ownerA}/safes`)).json()).toEqual(expected)
    expect((await get(`/v2/owners/${nobody}/safes`)).json()).toEqual({ '31337': [], '8453': [] })
  })

  it('answers 404 for an unknown chain and 422 for a bad address', async () => {
    const unknown = await get(`/v1/chains/5/owners/${ownerA}/safes`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    const bad = await get('/v1/owners/0xnope/safes')
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toEqual({
      statusCode: 422,
      code: 'custom',
      message: 'Invalid address',
      path: ['ownerAddress'],
    })
  })
})
