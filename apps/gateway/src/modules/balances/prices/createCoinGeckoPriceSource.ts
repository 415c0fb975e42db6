import { z } from 'zod'
import type { PricesConfig } from '../../../config.ts'
import { formatScaledDecimal, toScaledDecimal } from '../fiatDecimal.ts'
import type { Price, PriceQuery, PriceSource, Prices } from './priceSource.ts'

type CoinGeckoConfig = Extract<PricesConfig, { type: 'coingecko' }>
type ChainPriceIds = { platformId: string | null; nativeCoinId: string | null }

/** CoinGecko ids of well-known chains; `prices.chains` in the config adds to or overrides these. */
export const builtInChainPriceIds: Readonly<Record<string, ChainPriceIds>> = {
  '1': { platformId: 'ethereum', nativeCoinId: 'ethereum' },
  '10': { platformId: 'optimistic-ethereum', nativeCoinId: 'ethereum' },
  '56': { platformId: 'binance-smart-chain', nativeCoinId: 'binancecoin' },
  '100': { platformId: 'xdai', nativeCoinId: 'xdai' },
  '137': { platformId: 'polygon-pos', nativeCoinId: 'polygon-ecosystem-token' },
  '8453': { platformId: 'base', nativeCoinId: 'ethereum' },
  '42161': { platformId: 'arbitrum-one', nativeCoinId: 'ethereum' },
}

/** `{ "<id or lower-case address>": { "usd": 1.23, "usd_24h_change": -0.4 } }` */
const SimplePriceSchema = z.record(z.string(), z.record(z.string(), z.number().nullable()))

/** Contract addresses per `/simple/token_price` request (URL length and provider limits). */
const tokensPerRequest = 30
/** A failed lookup is retried after this long at most, so a provider outage does not slow every request. */
const failureTtlMs = 30_000

type CacheEntry = { price: Price | null; expiresAt: number }

/**
 * Prices from a CoinGecko-compatible HTTP API, cached per (currency, coin or token) for the configured
 * TTL. Timeouts, HTTP errors and malformed answers mean "no price"; nothing is thrown.
 */
export function createCoinGeckoPriceSource(
  config: CoinGeckoConfig,
  { now = Date.now, fetchFn = fetch }: { now?: () => number; fetchFn?: typeof fetch } = {},
): PriceSource {
  const cache = new Map<string, CacheEntry>()
  const chains: Record<string, ChainPriceIds> = { ...builtInChainPriceIds, ...config.chains }
  const ttlMs = config.cacheTtlSeconds * 1000

  function cached(key: string): CacheEntry | undefined {
    const entry = cache.get(key)
    if (entry && entry.expiresAt > now()) return entry
    if (entry) cache.delete(key)
    return undefined
  }

  function remember(key: string, price: Price | null, lifetimeMs: number): void {
    if (lifetimeMs > 0) cache.set(key, { price, expiresAt: now() + lifetimeMs })
  }

  async function request(path: string, params: Record<string, string>) {
    const url = new URL(`${config.baseUrl}${path}`)
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (config.apiKey) headers[config.apiKeyHeader] = config.apiKey
    try {
      const response = await fetchFn(url, { headers, signal: AbortSignal.timeout(config.timeoutMs) })
      if (!response.ok) return undefined
      const parsed = SimplePriceSchema.safeParse(await response.json())
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }

  function toPrice(quote: Record<string, number | null> | undefined, currency: string): Price | null {
    const value = quote?.[currency]
    const scaled = typeof value === 'number' ? toScaledDecimal(value) : undefined
    if (scaled === undefined) return null
    const change = quote?.[`${currency}_24h_change`]
    const changeScaled = typeof change === 'number' ? toScaledDecimal(change) : undefined
    return { scaled, change24h: changeScaled === undefined ? null : formatScaledDecimal(changeScaled) }
  }

  async function nativePrice(coinId: string, currency: string): Promise<Price | null> {
    const key = `coin|${coinId}|${currency}`
    const hit = cached(key)
    if (hit) return hit.price
    const body = await request('/simple/price', {
      ids: coinId,
      vs_currencies: currency,
      include_24hr_change: 'true',
    })
    const price = body ? toPrice(body[coinId], currency) : null
    remember(key, price, body ? ttlMs : Math.min(ttlMs, failureTtlMs))
    return price
  }

  async function tokenPrices(platformId: string, currency: string, tokens: readonly string[]) {
    const result = new Map<string, Price>()
    const missing: string[] = []
    for (const token of tokens) {
      const hit = cached(`token|${platformId}|${token.toLowerCase()}|${currency}`)
      if (!hit) missing.push(token)
      else if (hit.price) result.set(token, hit.price)
    }
    const chunks: string[][] = []
    for (let i = 0; i < missing.length; i += tokensPerRequest)
      chunks.push(missing.slice(i, i + tokensPerRequest))
    await Promise.all(
      chunks.map(async (chunk) => {
        const body = await request(`/simple/token_price/${encodeURIComponent(platformId)}`, {
          contract_addresses: chunk.map((token) => token.toLowerCase()).join(','),
          vs_currencies: currency,
          include_24hr_change: 'true',
        })
        const quotes = new Map(
          Object.entries(body ?? {}).map(([address, quote]) => [address.toLowerCase(), quote]),
        )
        for (const token of chunk) {
          const price = body ? toPrice(quotes.get(token.toLowerCase()), currency) : null
          remember(
            `token|${platformId}|${token.toLowerCase()}|${currency}`,
            price,
            body ? ttlMs : Math.min(ttlMs, failureTtlMs),
          )
          if (price) result.set(token, price)
        }
      }),
    )
    return result
  }

  return {
    async getPrices({ chainId, currency, tokens }: PriceQuery): Promise<Prices> {
      const ids = chains[String(chainId)]
      if (!ids || !/^[a-z]{2,10}$/.test(currency)) return { native: null, tokens: new Map() }
      const [native, tokenMap] = await Promise.all([
        ids.nativeCoinId ? nativePrice(ids.nativeCoinId, currency) : Promise.resolve(null),
        ids.platformId && tokens.length > 0
          ? tokenPrices(ids.platformId, currency, tokens)
          : Promise.resolve(new Map<string, Price>()),
      ])
      return { native, tokens: tokenMap }
    },
  }
}
