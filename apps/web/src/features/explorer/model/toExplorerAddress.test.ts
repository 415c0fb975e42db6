import { describe, expect, it } from 'vitest'
import { parseTxHash } from './explorerPaths.ts'
import { toExplorerAddress } from './toExplorerAddress.ts'

const address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const base = { address, balance: 10n, nonce: 0 }

describe('toExplorerAddress', () => {
  it('is an account without code', () => {
    expect(toExplorerAddress({ ...base, code: '0x', version: null, threshold: null })).toMatchObject({
      kind: 'account',
      codeSize: 0,
      safe: null,
    })
  })

  it('is a Safe when the contract answers a version and a threshold above zero', () => {
    expect(toExplorerAddress({ ...base, code: '0x6080', version: '1.4.1', threshold: 2n })).toMatchObject({
      kind: 'safe',
      codeSize: 2,
      safe: { version: '1.4.1', threshold: 2n },
    })
  })

  it('is another contract otherwise (an uninitialised Safe singleton has threshold 0)', () => {
    expect(toExplorerAddress({ ...base, code: '0x6080', version: '1.4.1', threshold: 0n }).kind).toBe(
      'contract',
    )
    expect(toExplorerAddress({ ...base, code: '0x6080', version: null, threshold: null }).kind).toBe(
      'contract',
    )
  })
})

describe('parseTxHash', () => {
  it('accepts 32-byte hashes only, lower-cased', () => {
    expect(parseTxHash(`0x${'AB'.repeat(32)}`)).toBe(`0x${'ab'.repeat(32)}`)
    expect(parseTxHash('0x1234')).toBeNull()
    expect(parseTxHash('hello')).toBeNull()
  })
})
