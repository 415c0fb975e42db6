import { describe, expect, it } from 'vitest'
import { t } from './t.ts'

describe('t', () => {
  it('looks up dotted keys and fills placeholders', () => {
    expect(t('open_safe.errors.unknown_prefix', { prefix: 'xyz' })).toBe("Unknown network prefix 'xyz'")
    expect(t('open_safe.errors.invalid_address')).toBe('This is not a valid address')
    expect(t('open_safe.errors.bad_checksum')).toBe('The address checksum is wrong — check for typos')
  })

  it('leaves unknown placeholders visible', () => {
    expect(t('safe.threshold_value', { threshold: 2 })).toBe('2 of {owners}')
  })
})
