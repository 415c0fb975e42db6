import { describe, expect, it } from 'vitest'
import { testChainId, testDetails, testSafe, testSafeTx, testSafeTxHash } from './testSafeTx.ts'
import { verifyStoredSafeTx } from './verifyStoredSafeTx.ts'

const context = { chainId: testChainId, safe: testSafe, version: '1.4.1' }

describe('verifyStoredSafeTx', () => {
  it('accepts a transaction whose fields hash to its safeTxHash', () => {
    const result = verifyStoredSafeTx(testDetails(), context)
    expect(result).toEqual({ ok: true, value: { safeTx: testSafeTx, safeTxHash: testSafeTxHash } })
  })

  it('refuses one whose shown value differs from what was hashed', () => {
    const result = verifyStoredSafeTx(testDetails({ value: '2000000000000000000' }), context)
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'hash_mismatch', expected: testSafeTxHash },
    })
  })

  it('refuses on another chain: the domain carries the chain id from 1.3.0 on', () => {
    const result = verifyStoredSafeTx(testDetails(), { ...context, chainId: 1 })
    expect(result).toMatchObject({ ok: false, problem: { code: 'hash_mismatch' } })
  })

  it('refuses when the version is unknown instead of guessing the domain', () => {
    expect(verifyStoredSafeTx(testDetails(), { ...context, version: null })).toEqual({
      ok: false,
      problem: { code: 'unknown_version' },
    })
  })

  it('refuses a malformed safeTxHash', () => {
    expect(verifyStoredSafeTx(testDetails({ safeTxHash: '0x1234' }), context)).toEqual({
      ok: false,
      problem: { code: 'malformed', field: 'safeTxHash' },
    })
  })
})
