import { describe, expect, test } from 'vitest'
import { sanitizeOrigin } from './sanitizeOrigin.ts'

describe('sanitizeOrigin', () => {
  test('invalid JSON becomes null, null stays null', () => {
    expect(sanitizeOrigin('not json')).toBeNull()
    expect(sanitizeOrigin('{"url":')).toBeNull()
    expect(sanitizeOrigin(null)).toBeNull()
  })

  test('JSON without a note is kept as sent', () => {
    const origin = '{"url":"https://app.example","name":"App"}'
    expect(sanitizeOrigin(origin)).toBe(origin)
    expect(sanitizeOrigin('"just a string"')).toBe('"just a string"')
  })

  test('the note loses its markup, the other fields stay', () => {
    const origin = JSON.stringify({
      url: 'https://a.b',
      note: 'Pay <b>rent</b><script>alert(1)</script> <img src=x onerror=y',
    })
    expect(JSON.parse(sanitizeOrigin(origin) ?? 'null')).toEqual({
      url: 'https://a.b',
      note: 'Pay rentalert(1)',
    })
  })
})
