import { getSafeMessageHashes } from '@coffer/safe'
import { describe, expect, it } from 'vitest'
import { mailTypedData, testChainId, testSafe } from './testTypedData.ts'
import { verifyStoredSafeMessage } from './verifyStoredSafeMessage.ts'

const where = { chainId: testChainId, safe: testSafe, version: '1.4.1' }
const textHash = getSafeMessageHashes({ ...where, message: 'Hello, Safe' }).safeMessageHash

describe('verifyStoredSafeMessage', () => {
  it('accepts a text or typed data that hashes to the hash it is stored under', () => {
    const text = verifyStoredSafeMessage(
      { messageHash: textHash.toUpperCase().replace('0X', '0x'), message: 'Hello, Safe' },
      where,
    )
    expect(text.ok && text.value.content).toBe('Hello, Safe')
    const mail = mailTypedData()
    const parsed = verifyStoredSafeMessage({ messageHash: textHash, message: mail }, where)
    expect(parsed).toMatchObject({ ok: false, problem: { code: 'hash_mismatch', expected: textHash } })
    const mailHash = parsed.ok
      ? undefined
      : parsed.problem.code === 'hash_mismatch'
        ? parsed.problem.computed
        : undefined
    expect(verifyStoredSafeMessage({ messageHash: mailHash ?? '', message: mail }, where).ok).toBe(true)
  })

  it('refuses a message that is not what is stored under its hash, another Safe or another chain', () => {
    expect(verifyStoredSafeMessage({ messageHash: textHash, message: 'Hello, Safe!' }, where)).toMatchObject({
      ok: false,
      problem: { code: 'hash_mismatch' },
    })
    expect(
      verifyStoredSafeMessage({ messageHash: textHash, message: 'Hello, Safe' }, { ...where, chainId: 1 }).ok,
    ).toBe(false)
    expect(
      verifyStoredSafeMessage(
        { messageHash: textHash, message: 'Hello, Safe' },
        { ...where, safe: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762' },
      ).ok,
    ).toBe(false)
  })

  it('refuses without the Safe version, and says why typed data cannot be read', () => {
    expect(
      verifyStoredSafeMessage({ messageHash: textHash, message: 'Hello, Safe' }, { ...where, version: null }),
    ).toEqual({
      ok: false,
      problem: { code: 'unknown_version' },
    })
    expect(verifyStoredSafeMessage({ messageHash: textHash, message: { domain: {} } }, where)).toEqual({
      ok: false,
      problem: { code: 'unreadable', problem: { code: 'invalid_shape' } },
    })
  })
})
