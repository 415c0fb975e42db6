import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getSafeApps, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedGateway, startGateway } from '../../startGateway.ts'

// The official client, over HTTP, against a listening gateway: the SDK's query spelling (client_url) works.
describe('Safe Apps catalog through the official SDK', () => {
  let gateway: StartedGateway
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'coffer-safe-apps-sdk-'))
    gateway = await startGateway({
      port: 0,
      dataDir,
      logLevel: 'silent',
      indexer: { enabled: false },
      chains: [{ chainId: 31337, name: 'Devchain', shortName: 'coffer', rpcUrl: 'http://127.0.0.1:9' }],
      safeApps: [
        {
          id: 1,
          url: '/transaction-builder',
          name: 'Transaction Builder',
          features: ['BATCHED_TRANSACTIONS'],
        },
        {
          id: 2,
          url: '/partner-only',
          name: 'Partner only',
          accessControl: { type: 'DOMAIN_ALLOWLIST', value: ['https://partner.example'] },
        },
      ],
    })
    setBaseUrl(gateway.url)
  })
  afterAll(async () => {
    await gateway?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('lists the catalog, filtered by client_url and url', async () => {
    const all = await getSafeApps('31337')
    expect(all.map((app) => app.name)).toEqual(['Transaction Builder', 'Partner only'])
    expect(all[0]).toMatchObject({
      url: 'http://127.0.0.1:8081/transaction-builder',
      chainIds: ['31337'],
      features: ['BATCHED_TRANSACTIONS'],
      accessControl: { type: 'NO_RESTRICTIONS' },
    })

    const forOthers = await getSafeApps('31337', { client_url: 'https://elsewhere.example' })
    expect(forOthers.map((app) => app.id)).toEqual([1])
    const forPartner = await getSafeApps('31337', { client_url: 'https://partner.example/safe' })
    expect(forPartner.map((app) => app.id)).toEqual([1, 2])

    const one = await getSafeApps('31337', { url: 'http://127.0.0.1:8081/partner-only' })
    expect(one.map((app) => app.id)).toEqual([2])
    expect(await getSafeApps('1')).toEqual([])
  })
})
