import { describe, expect, it } from 'vitest'
import { findCodeProblem, findEmailProblem, normalizeCode } from './validateEmail.ts'

describe('findEmailProblem', () => {
  it('accepts an address, trimmed', () => {
    expect(findEmailProblem('  alice@example.com ')).toBeNull()
  })

  it('names what is wrong', () => {
    expect(findEmailProblem('')).toBe('empty')
    expect(findEmailProblem('   ')).toBe('empty')
    expect(findEmailProblem('alice')).toBe('invalid')
    expect(findEmailProblem('alice@')).toBe('invalid')
    expect(findEmailProblem('alice@example')).toBe('invalid')
    expect(findEmailProblem(`${'a'.repeat(250)}@example.com`)).toBe('too_long')
  })

  it('refuses the address already registered, whatever its case', () => {
    expect(findEmailProblem('Alice@Example.com', 'alice@example.com')).toBe('unchanged')
    expect(findEmailProblem('bob@example.com', 'alice@example.com')).toBeNull()
  })
})

describe('findCodeProblem', () => {
  it('wants six digits, spaces ignored', () => {
    expect(findCodeProblem('123456')).toBeNull()
    expect(findCodeProblem('123 456')).toBeNull()
    expect(normalizeCode(' 123 456 ')).toBe('123456')
    expect(findCodeProblem('')).toBe('empty')
    expect(findCodeProblem('12345')).toBe('not_six_digits')
    expect(findCodeProblem('12345a')).toBe('not_six_digits')
    expect(findCodeProblem('1234567')).toBe('not_six_digits')
  })
})
