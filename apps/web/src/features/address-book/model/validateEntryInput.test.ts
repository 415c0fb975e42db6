import { describe, expect, it } from 'vitest'
import { validateEntryInput } from './validateEntryInput.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const book = [{ address: alice, name: 'Alice' }] as const

describe('validateEntryInput', () => {
  it('accepts a name and an address in any case, checksummed', () => {
    expect(validateEntryInput({ address: ` ${alice.toLowerCase()} `, name: ' Bob ' }, { book: [] })).toEqual({
      ok: true,
      entry: { address: alice, name: 'Bob' },
    })
  })

  it('says what is wrong with each field', () => {
    expect(validateEntryInput({ address: '', name: '' }, { book: [] })).toEqual({
      ok: false,
      errors: { address: 'empty', name: 'empty' },
    })
    expect(validateEntryInput({ address: '0x12', name: 'x'.repeat(51) }, { book: [] })).toEqual({
      ok: false,
      errors: { address: 'invalid_address', name: 'too_long' },
    })
    expect(
      validateEntryInput({ address: alice.replace('C51', 'c51'), name: 'A' }, { book: [] }),
    ).toMatchObject({
      errors: { address: 'bad_checksum' },
    })
  })

  it('refuses a second name for an address, except the entry being edited', () => {
    expect(validateEntryInput({ address: alice, name: 'Other' }, { book })).toEqual({
      ok: false,
      errors: { address: 'duplicate' },
      duplicateOf: 'Alice',
    })
    expect(validateEntryInput({ address: alice, name: 'Renamed' }, { book, editing: alice })).toMatchObject({
      ok: true,
    })
  })
})
