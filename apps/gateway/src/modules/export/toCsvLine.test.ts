import { describe, expect, it } from 'vitest'
import { toCsvCell, toCsvLine } from './toCsvLine.ts'

describe('toCsvLine', () => {
  it('leaves plain cells alone and ends the record with CRLF', () => {
    expect(toCsvLine(['0xAbc', '1.5', ''])).toBe('0xAbc,1.5,\r\n')
  })

  it('quotes separators, quotes and line breaks', () => {
    expect(toCsvCell('a,b')).toBe('"a,b"')
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""')
    expect(toCsvCell('two\nlines')).toBe('"two\nlines"')
  })

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(toCsvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`)
    expect(toCsvCell('+1')).toBe("'+1")
    expect(toCsvCell('-1')).toBe("'-1")
    expect(toCsvCell('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})
