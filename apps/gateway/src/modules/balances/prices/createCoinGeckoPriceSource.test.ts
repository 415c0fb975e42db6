import { createServer, type IncomingMessage, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PricesConfigSchema } from '../../../config.ts'
import { formatScaledDecimal } from '../fiatDecimal.ts'
import { createCoinGeckoPriceSource } from './createCoinGeckoPriceSource.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
/** Past the source's 2 s timeout; the timeout leaves a loaded 2-core machine time to answer a local request. */
const slowAnswerMs = 3_000

describe('createCoinGeckoPriceSource', () => {
  let server: Server
  let baseUrl: string
  const requests: IncomingMessage[] = []
  let mode: 'ok' | 'error' | 'slow' = 'ok'

  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request)
      const url = new URL(request.url ?? '/', 'http://x')
      if (mode === 'error') return response.writeHead(500).end()
      if (mode === 'slow') return void setTimeout(() => response.end('{}'), slowAnswerMs)
      response.setHeader('content-type', 'application/json')
      if (url.pathname === '/api/v3/simple/price')
        return response.end(JSON.stringify({ ethereum: { eur: 2500.5, eur_24h_change: -1.25 } }))
      if (url.pathname === '/api/v3/simple/token_price/ethereum')
        return response.end(JSON.stringify({ [token.toLowerCase()]: { eur: 1e-7 } }))
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${listeningPort(server)}/api/v3`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const config = (overrides: Record<string, unknown> = {}) => {
    const parsed = PricesConfigSchema.parse({
      type: 'coingecko',
      baseUrl,
      apiKey: 'k3y',
      timeoutMs: 2_000,
      chains: { '31337': { platformId: 'ethereum', nativeCoinId: 'ethereum' } },
      ...overrides,
    })
    if (parsed.type !== 'coingecko') throw new Error('unreachable')
    return parsed
  }

  it('prices the native coin and tokens, sends the API key, and caches for the TTL', async () => {
    mode = 'ok'
    let now = 0
    const source = createCoinGeckoPriceSource(config(), { now: () => now })
    const prices = await source.getPrices({ chainId: 31337, currency: 'eur', tokens: [token] })
    expect(prices.native && formatScaledDecimal(prices.native.scaled)).toBe('2500.5')
    expect(prices.native?.change24h).toBe('-1.25')
    const tokenPrice = prices.tokens.get(token)
    expect(tokenPrice && formatScaledDecimal(tokenPrice.scaled)).toBe('0.0000001')
    expect(tokenPrice?.change24h).toBeNull()
    expect(requests.at(-1)?.headers['x-cg-demo-api-key']).toBe('k3y')

    const count = requests.length
    await source.getPrices({ chainId: 31337, currency: 'eur', tokens: [token] })
    expect(requests.length).toBe(count)
    now += 301_000
    await source.getPrices({ chainId: 31337, currency: 'eur', tokens: [token] })
    expect(requests.length).toBe(count + 2)
  })

  it('yields no prices (never throws) on errors, timeouts, unknown chains and odd currencies', async () => {
    for (const failure of ['error', 'slow'] as const) {
      mode = failure
      const prices = await createCoinGeckoPriceSource(config()).getPrices({
        chainId: 31337,
        currency: 'eur',
        tokens: [token],
      })
      expect(prices.native).toBeNull()
      expect(prices.tokens.size).toBe(0)
    }
    mode = 'ok'
    const source = createCoinGeckoPriceSource(config())
    expect((await source.getPrices({ chainId: 5, currency: 'eur', tokens: [] })).native).toBeNull()
    expect((await source.getPrices({ chainId: 31337, currency: 'e&r', tokens: [] })).native).toBeNull()
  })
})

function listeningPort(server: Server): number {
  const address = server.address()
  if (typeof address !== 'object' || address === null) throw new Error('server is not listening')
  return address.port
}
