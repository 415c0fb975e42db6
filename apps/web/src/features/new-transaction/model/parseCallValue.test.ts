import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseCallValue } from './parseCallValue.ts'

const ether = { decimals: 18, balance: parseEther('2') }

describe('parseCallValue', () => {
  it('reads nothing or zero as no value', () => {
    expect(parseCallValue('', ether)).toEqual({ ok: true, value: 0n })
    expect(parseCallValue(' 0 ', ether)).toEqual({ ok: true, value: 0n })
  })

  it('reads a value up to the Safe balance', () => {
    expect(parseCallValue('1.5', ether)).toEqual({ ok: true, value: parseEther('1.5') })
    expect(parseCallValue('2', ether)).toEqual({ ok: true, value: parseEther('2') })
  })

  it('refuses a negative value instead of sending none', () => {
    expect(parseCallValue('-1', ether)).toEqual({ ok: false, error: { code: 'negative' } })
    expect(parseCallValue(' -0.5', ether)).toEqual({ ok: false, error: { code: 'negative' } })
  })

  it('refuses more than the Safe holds, and anything that is not a number', () => {
    expect(parseCallValue('2.1', ether)).toEqual({
      ok: false,
      error: { code: 'exceeds_balance', balance: parseEther('2') },
    })
    expect(parseCallValue('abc', ether)).toEqual({ ok: false, error: { code: 'not_a_number' } })
    expect(parseCallValue('0.0000000000000000001', ether)).toEqual({
      ok: false,
      error: { code: 'too_many_decimals', decimals: 18 },
    })
  })

  it('checks no balance while it is unknown', () => {
    expect(parseCallValue('100', { decimals: 18, balance: undefined })).toEqual({
      ok: true,
      value: parseEther('100'),
    })
  })
})
