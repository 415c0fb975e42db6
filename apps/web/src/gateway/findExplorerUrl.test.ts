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

  it('has no link for an empty or non-http template', () => {
    const none = { blockExplorerUriTemplate: { address: '', txHash: '', api: '' } }
    expect(findExplorerUrl(none, { address: '0x1' })).toBeUndefined()
    expect(findExplorerBaseUrl(none)).toBeUndefined()
    const js = { blockExplorerUriTemplate: { address: 'javascript:alert({{address}})', txHash: '', api: '' } }
    expect(findExplorerUrl(js, { address: '0x1' })).toBeUndefined()
  })
})
