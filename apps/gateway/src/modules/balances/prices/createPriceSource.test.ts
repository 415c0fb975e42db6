import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../../config.ts'
import { createPriceSource, sharedPriceSource } from './createPriceSource.ts'
import { nonePriceSource } from './priceSource.ts'

describe('price and NFT metadata configuration', () => {
  it('defaults to no prices and safe metadata limits', () => {
    const config = parseConfig({})
    expect(config.prices).toEqual({ type: 'none' })
    expect(config.nftMetadata).toEqual({
      ipfsGatewayUrl: 'https://ipfs.io/ipfs',
      timeoutMs: 5000,
      maxBytes: 262_144,
      cacheTtlSeconds: 86_400,
      failureCacheTtlSeconds: 600,
      allowPrivateNetworks: false,
    })
    expect(createPriceSource(config.prices)).toBe(nonePriceSource)
  })

  it('fills in a CoinGecko source and refuses unknown providers and keys', () => {
    expect(parseConfig({ prices: { type: 'coingecko' } }).prices).toEqual({
      type: 'coingecko',
      baseUrl: 'https://api.coingecko.com/api/v3',
      apiKey: null,
      apiKeyHeader: 'x-cg-demo-api-key',
      cacheTtlSeconds: 300,
      timeoutMs: 5000,
      chains: {},
    })
    expect(() => parseConfig({ prices: { type: 'oracle' } })).toThrow(/prices\.type/)
    expect(() => parseConfig({ prices: { type: 'coingecko', chains: { mainnet: {} } } })).toThrow(
      /prices\.chains/,
    )
    expect(() => parseConfig({ nftMetadata: { ipfsGateway: 'https://x' } })).toThrow(/nftMetadata/)
  })

  it('shares one source (and cache) per config', () => {
    const { prices } = parseConfig({ prices: { type: 'coingecko' } })
    expect(sharedPriceSource(prices)).toBe(sharedPriceSource(prices))
    expect(sharedPriceSource(prices)).not.toBe(createPriceSource(prices))
  })
})
