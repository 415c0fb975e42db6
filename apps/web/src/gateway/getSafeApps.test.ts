import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'
import { configureGateway } from './gatewayClient.ts'
import { getSafeApps } from './getSafeApps.ts'

const txBuilder = {
  id: 1,
  url: 'http://127.0.0.1:8081/tx-builder',
  name: 'Transaction Builder',
  iconUrl: 'http://127.0.0.1:8081/tx-builder/icon.svg',
  description: 'Compose a batch of calls',
  chainIds: ['31337'],
  provider: null,
  accessControl: { type: 'NO_RESTRICTIONS', value: null },
  tags: ['Infrastructure'],
  features: ['BATCHED_TRANSACTIONS'],
  developerWebsite: null,
  socialProfiles: [{ platform: 'GITHUB', url: 'javascript:alert(1)' }],
  featured: true,
}

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
let lastQuery = ''

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    lastQuery = url.search
    if (url.pathname === '/v1/chains/31337/safe-apps')
      return sendJson(response, 200, [
        txBuilder,
        { ...txBuilder, id: 2, url: 'javascript:alert(1)' },
        { id: 3 },
      ])
    return sendJson(response, 404, { code: 404, message: 'Not found' })
  })
  configureGateway(fixture.url)
})
afterAll(() => fixture.close())

describe('getSafeApps', () => {
  it('reads the catalog, names this page as the client, and skips apps it cannot use', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const apps = await getSafeApps({ chainId: '31337', clientUrl: 'http://127.0.0.1:8080' })
    expect(new URLSearchParams(lastQuery).get('clientUrl')).toBe('http://127.0.0.1:8080')
    expect(apps).toHaveLength(1)
    expect(apps[0]).toMatchObject({
      id: 1,
      name: 'Transaction Builder',
      featured: true,
      tags: ['Infrastructure'],
      // A bad profile link costs the profiles, not the app.
      socialProfiles: [],
    })
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })

  it('says so when the gateway has no catalog for the chain', async () => {
    await expect(getSafeApps({ chainId: '1', clientUrl: 'http://x' })).rejects.toThrow(
      'CGW error - 404: Not found',
    )
  })
})
