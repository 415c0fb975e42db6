import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseAmountInput } from './parseAmountInput.ts'

const ether = { decimals: 18, balance: parseEther('10') }

describe('parseAmountInput', () => {
  it('reads plain decimal amounts into wei', () => {
    expect(parseAmountInput('1', ether)).toEqual({ ok: true, value: parseEther('1') })
    expect(parseAmountInput(' 0.25 ', ether)).toEqual({ ok: true, value: parseEther('0.25') })
    expect(parseAmountInput('.5', ether)).toEqual({ ok: true, value: parseEther('0.5') })
    expect(parseAmountInput('2.', ether)).toEqual({ ok: true, value: parseEther('2') })
    expect(parseAmountInput('10', ether)).toEqual({ ok: true, value: parseEther('10') })
  })

  it('says what is wrong, in the order a person fixes it', () => {
    expect(parseAmountInput('', ether)).toEqual({ ok: false, error: { code: 'empty' } })
    expect(parseAmountInput('abc', ether)).toEqual({ ok: false, error: { code: 'not_a_number' } })
    expect(parseAmountInput('1e3', ether)).toEqual({ ok: false, error: { code: 'not_a_number' } })
    expect(parseAmountInput('1.2.3', ether)).toEqual({ ok: false, error: { code: 'not_a_number' } })
    expect(parseAmountInput('0', ether)).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(parseAmountInput('0.000', ether)).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(parseAmountInput('-1', ether)).toEqual({ ok: false, error: { code: 'not_positive' } })
    expect(parseAmountInput('0.0000000000000000001', ether)).toEqual({
      ok: false,
      error: { code: 'too_many_decimals', decimals: 18 },
    })
    expect(parseAmountInput('10.000000000000000001', ether)).toEqual({
      ok: false,
      error: { code: 'exceeds_balance', balance: parseEther('10') },
    })
  })

  it('skips the balance check while the balance is unknown', () => {
    expect(parseAmountInput('1000', { decimals: 18, balance: undefined })).toEqual({
      ok: true,
      value: parseEther('1000'),
    })
  })
})
