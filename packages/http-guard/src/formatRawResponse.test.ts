import { describe, expect, it } from 'vitest'
import { formatRawResponse } from './formatRawResponse.ts'

describe('formatRawResponse', () => {
  it('writes a complete response that closes the connection', () => {
    expect(
      formatRawResponse({
        status: 431,
        headers: { 'content-security-policy': "default-src 'none'" },
        contentType: 'text/plain; charset=utf-8',
        body: 'Too large ✓',
      }),
    ).toBe(
      'HTTP/1.1 431 Request Header Fields Too Large\r\n' +
        "content-security-policy: default-src 'none'\r\n" +
        'content-type: text/plain; charset=utf-8\r\n' +
        'content-length: 13\r\n' +
        'connection: close\r\n' +
        '\r\n' +
        'Too large ✓',
    )
  })

  it('refuses a header that would split the response', () => {
    expect(() =>
      formatRawResponse({
        status: 400,
        headers: { 'x-a': 'b\r\nx-c: d' },
        contentType: 'text/plain',
        body: '',
      }),
    ).toThrow(/Invalid character in header content/)
  })
})
