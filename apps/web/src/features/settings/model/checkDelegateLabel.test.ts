import { describe, expect, it } from 'vitest'
import { checkDelegateLabel, countLabelCharacters } from './checkDelegateLabel.ts'

describe('checkDelegateLabel', () => {
  it('trims, refuses blank and more than 50 characters, counting an emoji as one', () => {
    expect(checkDelegateLabel('  Payroll bot ')).toEqual({ ok: true, label: 'Payroll bot' })
    expect(checkDelegateLabel('   ')).toEqual({ ok: false, error: 'blank' })
    expect(checkDelegateLabel('x'.repeat(51))).toEqual({ ok: false, error: 'too_long' })
    expect(countLabelCharacters('🔑'.repeat(50))).toBe(50)
    expect(checkDelegateLabel('🔑'.repeat(50)).ok).toBe(true)
  })
})
