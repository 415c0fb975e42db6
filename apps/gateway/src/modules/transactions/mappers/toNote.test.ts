import { describe, expect, it } from 'vitest'
import { toNote } from './toNote.ts'

describe('toNote', () => {
  it('reads the note of the origin JSON without HTML', () => {
    expect(toNote(JSON.stringify({ url: 'https://app', note: 'Pay <b>rent</b>' }))).toBe('Pay rent')
    expect(toNote(JSON.stringify({ url: 'https://app' }))).toBeNull()
    expect(toNote('not json')).toBeNull()
    expect(toNote(null)).toBeNull()
    expect(toNote(JSON.stringify({ note: '<img src=x>' }))).toBeNull()
    expect(toNote(JSON.stringify({ url: 42, note: 'still read' }))).toBe('still read')
  })
})
