import { describe, expect, it } from 'vitest'
import { ChainConfigSchema, devchainChainConfig } from '../../config.ts'
import { toChainInfo } from './toChainInfo.ts'

const options = { transactionService: 'http://127.0.0.1:8080', webUrl: 'https://coffer.example.org/' }

describe('toChainInfo explorer templates', () => {
  it('points a chain without an explorer at the web app’s built-in one, never an empty template', () => {
    const chain = ChainConfigSchema.parse(devchainChainConfig)
    const { blockExplorerUriTemplate } = toChainInfo(chain, options)
    expect(blockExplorerUriTemplate).toEqual({
      address: 'https://coffer.example.org/explorer/31337/address/{{address}}',
      txHash: 'https://coffer.example.org/explorer/31337/tx/{{txHash}}',
      api: 'https://coffer.example.org/explorer/31337/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}',
    })
    for (const template of Object.values(blockExplorerUriTemplate)) {
      expect(() => new URL(template)).not.toThrow()
    }
  })

  it('keeps a configured explorer and fills only what it leaves empty', () => {
    const chain = ChainConfigSchema.parse({
      ...devchainChainConfig,
      blockExplorer: {
        address: 'https://scan.example.org/address/{{address}}',
        txHash: 'https://scan.example.org/tx/{{txHash}}',
      },
    })
    expect(toChainInfo(chain, options).blockExplorerUriTemplate).toMatchObject({
      address: 'https://scan.example.org/address/{{address}}',
      txHash: 'https://scan.example.org/tx/{{txHash}}',
      api: expect.stringMatching(/^https:\/\/coffer\.example\.org\/explorer\/31337\/api\?/),
    })
  })
})
