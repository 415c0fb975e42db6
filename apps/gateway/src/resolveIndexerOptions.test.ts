import { getDemoDeployment } from '@coffer/devchain'
import { describe, expect, it } from 'vitest'
import { ChainConfigSchema, parseConfig } from './config.ts'
import { devchainDemoTokens, resolveIndexerOptions } from './resolveIndexerOptions.ts'

const chain = (chainId: number, indexer?: object) =>
  ChainConfigSchema.parse({
    chainId,
    name: 'Chain',
    shortName: 'c',
    rpcUrl: 'http://127.0.0.1:9',
    ...(indexer ? { indexer } : {}),
  })

describe('resolveIndexerOptions', () => {
  it('gives a local chain 0 confirmations and a 250 ms poll, any other chain 12 and 2 s', () => {
    expect(resolveIndexerOptions(chain(31337))).toMatchObject({
      mode: 'all',
      startBlock: 0,
      confirmations: 0,
      blockRange: 2000,
      pollIntervalMs: 250,
    })
    expect(resolveIndexerOptions(chain(1))).toMatchObject({ confirmations: 12, pollIntervalMs: 2000 })
  })

  it("trusts the devchain's demo tokens on local chains only", () => {
    const { token, nft } = getDemoDeployment()
    expect(devchainDemoTokens).toEqual([token, nft])
    expect(resolveIndexerOptions(chain(31337)).trustedTokens).toEqual([token, nft])
    expect(resolveIndexerOptions(chain(1)).trustedTokens).toEqual([])
  })

  it('keeps what the config sets', () => {
    const options = resolveIndexerOptions(
      chain(8453, {
        mode: 'watched',
        startBlock: 100,
        confirmations: 3,
        blockRange: 500,
        pollIntervalMs: 1000,
      }),
    )
    expect(options).toMatchObject({
      mode: 'watched',
      startBlock: 100,
      confirmations: 3,
      blockRange: 500,
      pollIntervalMs: 1000,
    })
  })

  it('refuses unknown modes and keys, and indexing can be turned off', () => {
    expect(() => chain(1, { mode: 'some' })).toThrow()
    expect(() => chain(1, { speed: 1 })).toThrow()
    expect(parseConfig({}).indexer).toEqual({ enabled: true })
    expect(parseConfig({ indexer: { enabled: false } }).indexer).toEqual({ enabled: false })
  })
})
