import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { toAppChainInfo } from './toAppChainInfo.ts'

describe('toAppChainInfo', () => {
  it('answers getChainInfo with the five fields the SDK reads, chainId as a string', () => {
    expect(
      toAppChainInfo(
        buildChainInfo({
          blockExplorerUriTemplate: {
            address: 'https://explorer.example/address/{{address}}',
            txHash: 'https://explorer.example/tx/{{txHash}}',
            api: '',
          },
        }),
      ),
    ).toEqual({
      chainName: 'Coffer Devchain',
      chainId: '31337',
      shortName: 'coffer',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
      blockExplorerUriTemplate: {
        address: 'https://explorer.example/address/{{address}}',
        txHash: 'https://explorer.example/tx/{{txHash}}',
        api: '',
      },
    })
  })
})
