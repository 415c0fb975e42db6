import { describe, expect, it } from 'vitest'
import { findExplorerBaseUrl, findExplorerUrl } from './findExplorerUrl.ts'

const etherscan = {
  blockExplorerUriTemplate: {
    address: 'https://etherscan.io/address/{{address}}',
    txHash: 'https://etherscan.io/tx/{{txHash}}',
    api: '',
  },
}

describe('findExplorerUrl', () => {
  it('fills the address and tx templates', () => {
    expect(findExplorerUrl(etherscan, { address: '0xAbC' })).toBe('https://etherscan.io/address/0xAbC')
    expect(findExplorerUrl(etherscan, { txHash: '0x12' })).toBe('https://etherscan.io/tx/0x12')
    expect(findExplorerBaseUrl(etherscan)).toBe('https://etherscan.io')
  })

  it('keeps the path of an explorer that does not sit at the root of its host', () => {
    const local = {
      blockExplorerUriTemplate: {
        address: 'http://127.0.0.1:4000/explorer/address/{{address}}',
        txHash: 'http://127.0.0.1:4000/explorer/tx/{{txHash}}',
        api: '',
      },
    }
    expect(findExplorerBaseUrl(local)).toBe('http://127.0.0.1:4000/explorer')
    const otherShape = {
      blockExplorerUriTemplate: {
        address: 'https://scan.example/#/account/{{address}}',
        txHash: '',
        api: '',
      },
    }
    expect(findExplorerBaseUrl(otherShape)).toBe('https://scan.example')
  })

  it('has no link for an empty or non-http template', () => {
    const none = { blockExplorerUriTemplate: { address: '', txHash: '', api: '' } }
    expect(findExplorerUrl(none, { address: '0x1' })).toBeUndefined()
    expect(findExplorerBaseUrl(none)).toBeUndefined()
    const js = { blockExplorerUriTemplate: { address: 'javascript:alert({{address}})', txHash: '', api: '' } }
    expect(findExplorerUrl(js, { address: '0x1' })).toBeUndefined()
  })
})
