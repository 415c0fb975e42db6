import { safeDeployments } from '@coffer/safe'
import { createTestClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { type RpcProxy, startRpcProxy } from '../../../test/startRpcProxy.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { insertSafe, insertToken, insertTransfer } from '../safes/safeRows.fixture.ts'

const chainId = 31337
const devchain = useTestDevchain('balances')

describe.each(testDatabaseKinds)('GET …/balances/{currency} on %s', (database) => {
  let proxy: RpcProxy
  let testApp: TestApp
  const anvil = () => createTestClient({ mode: 'anvil', transport: http(devchain.rpcUrl) })
  const balancesUrl = (currency = 'usd') =>
    `/v1/chains/${chainId}/safes/${devchain.demo.safe.toLowerCase()}/balances/${currency}`
  const nativeBalance = async (currency?: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: balancesUrl(currency) })
    expect(response.statusCode).toBe(200)
    const body: unknown = response.json()
    return JSON.stringify(body).match(/"NATIVE_TOKEN".*?"balance":"(\d+)"/)?.[1]
  }

  beforeAll(async () => {
    proxy = await startRpcProxy(devchain.rpcUrl)
    testApp = await createTestApp(
      {
        chains: [
          {
            chainId,
            name: 'Devchain',
            shortName: 'coffer',
            rpcUrl: proxy.url,
            l2: true,
            // The head is re-read this often: a new block shows within 10 ms.
            indexer: { pollIntervalMs: 10 },
          },
        ],
      },
      { database },
    )
    const { db } = testApp.deps
    const { safe, owners, token } = devchain.demo
    await insertSafe(db, { chainId, address: safe, owners, threshold: 2, singleton: safeDeployments.safeL2 })
    await insertToken(db, {
      chain_id: chainId,
      address: token,
      type: 'ERC20',
      name: 'Coffer Demo Token',
      symbol: 'CDT',
      decimals: 18,
      logo_uri: null,
      trusted: 1,
    })
    await insertTransfer(db, {
      chain_id: chainId,
      safe,
      type: 'ERC20',
      token_address: token,
      from: owners[0] ?? safe,
      to: safe,
      value: '1',
      token_id: null,
      block_number: 20,
      executed_at: 1_700_000_020_000,
    })
  })
  afterAll(async () => {
    await testApp?.close()
    await proxy?.close()
  })

  it('answers concurrent identical requests with one set of chain reads, then from memory', async () => {
    await anvil().mine({ blocks: 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    proxy.reset()
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => testApp.app.inject({ method: 'GET', url: balancesUrl() })),
    )
    for (const response of responses) {
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(responses[0]?.body)
    }
    expect(proxy.count('eth_getBalance')).toBe(1)
    // One balanceOf for the one ERC-20 (a JSON-RPC batch, or one Multicall3 call).
    expect(proxy.count('eth_call')).toBe(1)
    expect(proxy.count('eth_blockNumber')).toBeLessThanOrEqual(1)

    await nativeBalance()
    // Unsupported currencies value nothing alike: one entry for all of them.
    await nativeBalance('xyz')
    await nativeBalance('abc')
    expect(proxy.count('eth_getBalance')).toBe(2)
  })

  it('reads the chain again when the change bus says the Safe changed', async () => {
    const before = await nativeBalance()
    const changed = parseEther('123')
    // anvil_setBalance mines no block: only the change bus can tell the cache.
    await anvil().setBalance({ address: devchain.demo.safe, value: changed })
    expect(await nativeBalance()).toBe(before)
    await testApp.deps.changes.publish([{ chainId, safe: devchain.demo.safe, kinds: ['balances'] }])
    expect(await nativeBalance()).toBe(changed.toString())
  })

  it('reads the chain again at a new block', async () => {
    const before = await nativeBalance()
    const changed = parseEther('456')
    await anvil().setBalance({ address: devchain.demo.safe, value: changed })
    expect(await nativeBalance()).toBe(before)
    await anvil().mine({ blocks: 1 })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await nativeBalance()).toBe(changed.toString())
  })

  it('answers every waiter of a failed read with the error, and does not keep the failure', async () => {
    await testApp.deps.changes.publish([{ chainId, safe: devchain.demo.safe, kinds: ['balances'] }])
    proxy.failing = true
    proxy.reset()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => testApp.app.inject({ method: 'GET', url: balancesUrl() })),
    ).finally(() => {
      proxy.failing = false
    })
    for (const response of responses) {
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ code: 503, message: 'Service unavailable' })
    }
    // One read for the whole burst (viem tries it three times), not one per request.
    expect(proxy.count('eth_getBalance')).toBeLessThanOrEqual(3)
    expect(await nativeBalance()).toMatch(/^\d+$/)
  })
})
