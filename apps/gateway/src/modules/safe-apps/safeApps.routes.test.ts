import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { findSafeAppById, toSafeAppInfo } from './safeApps.service.ts'

describe('GET /v1/chains/{chainId}/safe-apps', () => {
  describe('with no safeApps in the config', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({ safeAppsOrigin: 'https://apps.example.org' })
    })
    afterAll(async () => {
      await t?.close()
    })

    it('lists the first-party apps, served from the Safe Apps origin', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/safe-apps' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([
        expect.objectContaining({
          id: 1,
          name: 'Transaction Builder',
          url: 'https://apps.example.org/transaction-builder',
          iconUrl: 'https://apps.example.org/transaction-builder/icon.svg',
          chainIds: ['31337'],
          accessControl: { type: 'NO_RESTRICTIONS', value: null },
          features: ['BATCHED_TRANSACTIONS'],
          tags: ['Infrastructure', 'transaction-builder'],
          featured: true,
        }),
        expect.objectContaining({ id: 2, name: 'Wagmi Dapp', url: 'https://apps.example.org/wagmi-dapp' }),
      ])
    })
  })

  describe('with a configured catalog', () => {
    let t: TestApp
    beforeAll(async () => {
      t = await createTestApp({
        safeAppsAllowedOrigins: ['https://partner.example'],
        safeApps: [
          { id: 1, url: '/transaction-builder', name: 'Transaction Builder' },
          {
            id: 20,
            url: 'https://partner.example/app',
            name: 'Partner',
            accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://safe.example.com'] },
            socialProfiles: [
              { platform: 'TWITTER', url: 'https://x.com/partner' },
              { platform: 'DISCORD', url: 'https://discord.gg/partner' },
            ],
          },
          { id: 21, url: 'https://partner.example/old', name: 'Old', listed: false },
        ],
      })
    })
    afterAll(async () => {
      await t?.close()
    })
    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/chains/31337/safe-apps${query}` })
      expect(res.statusCode).toBe(200)
      return (res.json() as { id: number }[]).map((app) => app.id)
    }

    it('serves the listed apps with their social profiles', async () => {
      expect(await list()).toEqual([1, 20])
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/chains/31337/safe-apps?url=https://partner.example/app/',
      })
      expect(res.json()).toEqual([
        expect.objectContaining({
          socialProfiles: [
            { platform: 'TWITTER', url: 'https://x.com/partner' },
            { platform: 'DISCORD', url: 'https://discord.gg/partner' },
          ],
        }),
      ])
    })

    it('reads the client URL as clientUrl (CGW) and client_url (the SDK)', async () => {
      const allowed = encodeURIComponent('https://safe.example.com/safe/coffer:0xabc')
      const other = encodeURIComponent('https://other.example')
      expect(await list(`?clientUrl=${allowed}`)).toEqual([1, 20])
      expect(await list(`?client_url=${allowed}`)).toEqual([1, 20])
      expect(await list(`?clientUrl=${other}`)).toEqual([1])
      expect(await list(`?client_url=${other}`)).toEqual([1])
      // clientUrl wins over client_url.
      expect(await list(`?clientUrl=${other}&client_url=${allowed}`)).toEqual([1])
    })

    it('filters by url, never showing unlisted apps', async () => {
      expect(await list('?url=http://127.0.0.1:8081/transaction-builder')).toEqual([1])
      expect(await list('?url=https://partner.example/old')).toEqual([])
      expect(await list('?url=')).toEqual([])
    })

    it('finds any app by id for messages, unlisted ones too', () => {
      const old = findSafeAppById(t.deps, { chainId: 31337, id: 21 })
      expect(old && toSafeAppInfo(old)).toEqual({
        name: 'Old',
        url: 'https://partner.example/old',
        logoUri: null,
      })
      expect(findSafeAppById(t.deps, { chainId: 1, id: 21 })).toBeUndefined()
    })

    it('answers an unknown chain with no apps and bad input with 422', async () => {
      expect(
        await t.app.inject({ method: 'GET', url: '/v1/chains/5/safe-apps' }).then((r) => r.json()),
      ).toEqual([])
      const badChain = await t.app.inject({ method: 'GET', url: '/v1/chains/abc/safe-apps' })
      expect(badChain.statusCode).toBe(422)
      expect(badChain.json()).toMatchObject({ statusCode: 422, path: ['chainId'] })
      const longUrl = await t.app.inject({
        method: 'GET',
        url: `/v1/chains/31337/safe-apps?url=${'a'.repeat(2001)}`,
      })
      expect(longUrl.statusCode).toBe(422)
      const twice = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/safe-apps?url=a&url=b' })
      expect(twice.statusCode).toBe(422)
    })
  })
})
