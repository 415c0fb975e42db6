import { maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseSaltNonce, sentinelOwner, validateSafeForm } from './validateSafeForm.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chain = { shortName: 'coffer' }
const book = [{ address: bob, name: 'Bob' }] as const
const valid = { name: ' Treasury ', owners: [alice, 'bob'], threshold: 2, saltNonce: '7' }

describe('validateSafeForm', () => {
  it('reads owners (address book names, the network prefix, any case), the threshold and the salt', () => {
    expect(validateSafeForm(valid, { chain, book })).toEqual({
      ok: true,
      draft: { name: 'Treasury', owners: [alice, bob], threshold: 2, saltNonce: 7n },
    })
    expect(
      validateSafeForm({ ...valid, owners: [`coffer:${alice}`, bob.toLowerCase()] }, { chain, book }),
    ).toMatchObject({ ok: true, draft: { owners: [alice, bob] } })
  })

  it('says what is wrong with each owner row, as setup would refuse it', () => {
    const owners = [
      alice,
      '',
      'nope',
      alice.replace('C51812', 'c51812'),
      `eth:${bob}`,
      '0x0000000000000000000000000000000000000000',
      sentinelOwner,
      alice.toLowerCase(),
    ]
    const result = validateSafeForm({ ...valid, owners, threshold: 1 }, { chain, book })
    expect(result).toEqual({
      ok: false,
      errors: {
        owners: [
          undefined,
          { code: 'empty' },
          { code: 'invalid_address' },
          { code: 'bad_checksum' },
          { code: 'wrong_chain', prefix: 'eth' },
          { code: 'zero_address' },
          { code: 'sentinel_address' },
          { code: 'duplicate', first: 0 },
        ],
      },
    })
  })

  it('keeps the threshold between 1 and the number of owners, and needs an owner', () => {
    for (const threshold of [0, 3, 1.5])
      expect(validateSafeForm({ ...valid, threshold }, { chain, book })).toEqual({
        ok: false,
        errors: { owners: [undefined, undefined], threshold: { code: 'out_of_range', owners: 2 } },
      })
    expect(validateSafeForm({ ...valid, owners: [], threshold: 1 }, { chain, book })).toEqual({
      ok: false,
      errors: { owners: [], threshold: { code: 'out_of_range', owners: 0 } },
    })
  })

  it('refuses a name too long for the address book and a salt that is not a uint256', () => {
    expect(validateSafeForm({ ...valid, name: 'x'.repeat(51), saltNonce: '-1' }, { chain, book })).toEqual({
      ok: false,
      errors: {
        owners: [undefined, undefined],
        name: { code: 'too_long', max: 50 },
        saltNonce: { code: 'not_a_number' },
      },
    })
  })
})

describe('parseSaltNonce', () => {
  it('takes base-10 integers up to 2^256 - 1', () => {
    expect(parseSaltNonce(' 0 ')).toEqual({ ok: true, value: 0n })
    expect(parseSaltNonce(maxUint256.toString())).toEqual({ ok: true, value: maxUint256 })
    expect(parseSaltNonce((maxUint256 + 1n).toString())).toEqual({ ok: false, code: 'too_large' })
    expect(parseSaltNonce('9'.repeat(81))).toEqual({ ok: false, code: 'too_large' })
    for (const text of ['', '0x10', '1e3', '1.5', '-1'])
      expect(parseSaltNonce(text)).toEqual({ ok: false, code: 'not_a_number' })
  })
})
