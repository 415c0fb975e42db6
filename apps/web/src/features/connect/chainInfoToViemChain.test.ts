import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../../testing/buildChainInfo.ts'
import { chainBadgeDataUrl, chainInfoToViemChain } from './chainInfoToViemChain.ts'

describe('chainInfoToViemChain', () => {
  it('maps id, currency, rpc and testnet', () => {
    const chain = chainInfoToViemChain(buildChainInfo())
    expect(chain).toMatchObject({
      id: 31337,
      name: 'Coffer Devchain',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] }, public: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
      iconBackground: '#0e76fd',
    })
    expect(chain.blockExplorers).toBeUndefined()
    expect(chain.iconUrl).toBe(chainBadgeDataUrl(buildChainInfo()))
  })

  it('derives the explorer root from the address template and keeps bundled icons for known chains', () => {
    const chain = chainInfoToViemChain(
      buildChainInfo({
        chainId: '1',
        chainName: 'Ethereum',
        blockExplorerUriTemplate: {
          address: 'https://etherscan.io/address/{{address}}',
          txHash: 'https://etherscan.io/tx/{{txHash}}',
          api: '',
        },
        chainLogoUri: 'https://safe-transaction-assets.safe.global/chains/1/chain_logo.png',
      }),
    )
    expect(chain.blockExplorers?.default.url).toBe('https://etherscan.io')
    expect(chain.iconUrl).toBeUndefined()
  })

  it('draws a badge that cannot inject markup', () => {
    const url = chainBadgeDataUrl({
      chainName: '<script>',
      theme: { textColor: 'red;x', backgroundColor: '#abc' },
    })
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length))
    expect(svg).not.toContain('<script')
    expect(svg).toContain('fill="#ffffff"')
  })
})
