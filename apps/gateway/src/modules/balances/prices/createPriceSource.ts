import type { PricesConfig } from '../../../config.ts'
import { createCoinGeckoPriceSource } from './createCoinGeckoPriceSource.ts'
import { nonePriceSource, type PriceSource } from './priceSource.ts'

export function createPriceSource(config: PricesConfig): PriceSource {
  return config.type === 'coingecko' ? createCoinGeckoPriceSource(config) : nonePriceSource
}

const sources = new WeakMap<PricesConfig, PriceSource>()

/**
 * The one price source (and cache) of a gateway's config, shared by every route that values balances
 * (balances, Safe overviews).
 */
export function sharedPriceSource(config: PricesConfig): PriceSource {
  const existing = sources.get(config)
  if (existing) return existing
  const source = createPriceSource(config)
  sources.set(config, source)
  return source
}
