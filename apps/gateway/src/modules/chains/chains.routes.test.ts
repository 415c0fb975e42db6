import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'

const chain = (chainId: number) => ({
  chainId,
  name: `Chain ${chainId}`,
  shortName: `c${chainId}`,
  rpcUrl: `https://rpc${chainId}.example.org/v1/secret-key`,
  publicRpcUrl: `https://public${chainId}.example.org`,
})

describe('chains routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ chains: [1, 10, 8453, 11155111, 31337].map(chain) })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists chains in pages of 20 by default with count and no neighbours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains' })
    const body = res.json()
    expect(body).toMatchObject({ count: 5, next: null, previous: null })
    expect(body.results.map((c: { chainId: string }) => c.chainId)).toEqual([
      '1',
      '10',
      '8453',
      '11155111',
      '31337',
    ])
  })

  it('follows the cursor with absolute next/previous from X-Forwarded-Proto and Host', async () => {
    const headers = { host: 'safe.example.com', 'x-forwarded-proto': 'https' }
    const first = (
      await t.app.inject({ method: 'GET', url: '/v1/chains?cursor=limit%3D2%26offset%3D0&keep=me', headers })
    ).json()
    expect(first.results).toHaveLength(2)
    expect(first.previous).toBeNull()
    expect(first.next).toBe('https://safe.example.com/v1/chains?cursor=limit%3D2%26offset%3D2&keep=me')

    const second = (
      await t.app.inject({
        method: 'GET',
        url: new URL(first.next).pathname + new URL(first.next).search,
        headers,
      })
    ).json()
    expect(second.results.map((c: { chainId: string }) => c.chainId)).toEqual(['8453', '11155111'])
    expect(second.previous).toBe('https://safe.example.com/v1/chains?cursor=limit%3D2%26offset%3D0&keep=me')
    expect(second.next).toBe('https://safe.example.com/v1/chains?cursor=limit%3D2%26offset%3D4&keep=me')

    const last = (
      await t.app.inject({ method: 'GET', url: '/v1/chains?cursor=limit%3D2%26offset%3D4', headers })
    ).json()
    expect(last.results).toHaveLength(1)
    expect(last.next).toBeNull()
  })

  it('serves one chain with every ChainInfo field, never the private RPC URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/8453' })
    expect(res.statusCode).toBe(200)
    const info = res.json()
    expect(Object.keys(info).sort()).toEqual(
      [
        'chainId',
        'chainName',
        'description',
        'chainLogoUri',
        'l2',
        'isTestnet',
        'zk',
        'shortName',
        'nativeCurrency',
        'transactionService',
        'blockExplorerUriTemplate',
        'beaconChainExplorerUriTemplate',
        'disabledWallets',
        'ensRegistryAddress',
        'balancesProvider',
        'features',
        'gasPrice',
        'publicRpcUri',
        'rpcUri',
        'safeAppsRpcUri',
        'theme',
        'recommendedMasterCopyVersion',
        'relayer',
        'contractAddresses',
      ].sort(),
    )
    expect(info).toMatchObject({
      chainId: '8453',
      chainName: 'Chain 8453',
      shortName: 'c8453',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      publicRpcUri: { authentication: 'NO_AUTHENTICATION', value: 'https://public8453.example.org' },
      recommendedMasterCopyVersion: '1.4.1',
      transactionService: 'http://127.0.0.1:18080',
    })
    expect(JSON.stringify(info)).not.toContain('secret-key')
  })

  it('advertises recovery and proposers on v1 and v2 alike, which Safe{Wallet} hides without the flags', async () => {
    for (const url of ['/v1/chains/8453', '/v2/chains/8453?serviceKey=WALLET_WEB']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.json().features, url).toEqual(
        expect.arrayContaining(['CSV_TX_EXPORT', 'PROPOSERS', 'RECOVERY']),
      )
    }
  })

  it('answers 404 for an unknown chain and 422 for a non-numeric id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/chains/5' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    const bad = await t.app.inject({ method: 'GET', url: '/v1/chains/mainnet' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toEqual({
      statusCode: 422,
      code: 'custom',
      path: ['chainId'],
      message: 'Invalid base-10 numeric string',
    })
  })

  it('lists the master copies of a configured chain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/about/master-copies' })
    expect(res.json()).toEqual([
      { address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', version: '1.4.1' },
      { address: '0x41675C099F32341bf84BFc5382aF534df5C7461a', version: '1.4.1' },
    ])
    expect((await t.app.inject({ method: 'GET', url: '/v1/chains/5/about/master-copies' })).statusCode).toBe(
      404,
    )
  })

  it('lists the supported fiat codes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/balances/supported-fiat-codes' })
    expect(res.json()).toEqual([
      'USD',
      'EUR',
      'ETH',
      'AUD',
      'BTC',
      'CAD',
      'CHF',
      'CNY',
      'GBP',
      'INR',
      'JPY',
      'KRW',
      'NZD',
      'RUB',
      'TRY',
      'ZAR',
    ])
  })

  it('allows every public RPC in the CSP and no private one', async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/health' })).headers['content-security-policy'],
    )
    expect(csp).toContain('https://public1.example.org wss://public1.example.org')
    expect(csp).not.toContain('rpc1.example.org')
  })

  describe('v2 (per service key, as Safe{Wallet} reads them)', () => {
    it('lists every chain with the v1 shape, the request Safe{Wallet} boots with', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/chains?serviceKey=WALLET_WEB&cursor=limit%3D50%26offset%3D0',
      })
      expect(res.statusCode).toBe(200)
      const v1 = (await t.app.inject({ method: 'GET', url: '/v1/chains' })).json()
      expect(res.json()).toEqual({ ...v1, next: null, previous: null })
    })

    it('pages with the cursor and keeps serviceKey in next and previous', async () => {
      const headers = { host: 'safe.example.com', 'x-forwarded-proto': 'https' }
      const res = await t.app.inject({
        method: 'GET',
        url: '/v2/chains?serviceKey=WALLET_WEB&cursor=limit%3D2%26offset%3D2',
        headers,
      })
      const page = res.json()
      expect(page.count).toBe(5)
      expect(page.results.map((c: { chainId: string }) => c.chainId)).toEqual(['8453', '11155111'])
      expect(page.next).toBe(
        'https://safe.example.com/v2/chains?serviceKey=WALLET_WEB&cursor=limit%3D2%26offset%3D4',
      )
      expect(page.previous).toBe(
        'https://safe.example.com/v2/chains?serviceKey=WALLET_WEB&cursor=limit%3D2%26offset%3D0',
      )
    })

    it('serves one chain as v1 does, 404 for an unknown one', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v2/chains/8453?serviceKey=MOBILE' })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual((await t.app.inject({ method: 'GET', url: '/v1/chains/8453' })).json())
      const unknown = await t.app.inject({ method: 'GET', url: '/v2/chains/5?serviceKey=WALLET_WEB' })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    })

    it('requires serviceKey with 422, as CGW does', async () => {
      for (const url of [
        '/v2/chains',
        '/v2/chains?serviceKey=',
        '/v2/chains/1',
        '/v2/chains/1?serviceKey=',
      ]) {
        const res = await t.app.inject({ method: 'GET', url })
        expect(res.statusCode, url).toBe(422)
        expect(res.json(), url).toMatchObject({
          statusCode: 422,
          message: 'serviceKey query parameter is required',
        })
      }
    })
  })
})
