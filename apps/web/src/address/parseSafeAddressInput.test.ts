import { describe, expect, it } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { checkAddress, findInputPrefixChain, parseSafeAddressInput } from './parseSafeAddressInput.ts'

const chains = [buildChainInfo(), buildChainInfo({ chainId: '1', shortName: 'eth', chainName: 'Ethereum' })]
const checksummed = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const [devchain, mainnet] = chains

describe('checkAddress', () => {
  it('accepts checksummed, all-lower and all-upper addresses, and returns the checksummed form', () => {
    expect(checkAddress(checksummed)).toEqual({ ok: true, address: checksummed })
    expect(checkAddress(checksummed.toLowerCase())).toEqual({ ok: true, address: checksummed })
    expect(checkAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toEqual({
      ok: true,
      address: checksummed,
    })
  })

  it('rejects a mixed-case address whose checksum is wrong', () => {
    const typo = checksummed.replace('fcB', 'fcb')
    expect(checkAddress(typo)).toEqual({ ok: false, code: 'bad_checksum' })
  })

  it('rejects what is not an address', () => {
    for (const value of [
      '0x1234',
      'hello',
      `${checksummed}00`,
      checksummed.slice(2),
      `0X${checksummed.slice(2)}`,
    ]) {
      expect(checkAddress(value)).toEqual({ ok: false, code: 'invalid_address' })
    }
  })
})

describe('parseSafeAddressInput', () => {
  it('takes the chain from an EIP-3770 prefix, case-insensitively, over the chosen chain', () => {
    expect(parseSafeAddressInput(`  ETH:${checksummed} `, { chains, chainId: 31337 })).toEqual({
      ok: true,
      chain: mainnet,
      address: checksummed,
      prefixed: true,
    })
  })

  it('uses the chosen chain for a plain address', () => {
    expect(parseSafeAddressInput(checksummed.toLowerCase(), { chains, chainId: '31337' })).toEqual({
      ok: true,
      chain: devchain,
      address: checksummed,
      prefixed: false,
    })
  })

  it('names each problem', () => {
    expect(parseSafeAddressInput('   ', { chains })).toEqual({ ok: false, error: { code: 'empty' } })
    expect(parseSafeAddressInput(`x:${checksummed}`, { chains })).toEqual({
      ok: false,
      error: { code: 'unknown_prefix', prefix: 'x' },
    })
    expect(parseSafeAddressInput('eth:0x12', { chains })).toEqual({
      ok: false,
      error: { code: 'invalid_address' },
      prefix: mainnet,
    })
    expect(parseSafeAddressInput(checksummed.replace('fcB', 'fcb'), { chains, chainId: 1 })).toEqual({
      ok: false,
      error: { code: 'bad_checksum' },
    })
    expect(parseSafeAddressInput(checksummed, { chains })).toEqual({ ok: false, error: { code: 'no_chain' } })
    expect(parseSafeAddressInput(checksummed, { chains, chainId: 5 })).toEqual({
      ok: false,
      error: { code: 'no_chain' },
    })
  })

  it('finds the prefix chain while typing', () => {
    expect(findInputPrefixChain('coffer:0x', chains)).toBe(devchain)
    expect(findInputPrefixChain('0xabc', chains)).toBeUndefined()
  })
})
