import { describe, expect, it } from 'vitest'
import { parseRawResponses } from './parseRawResponses.ts'

describe('parseRawResponses', () => {
  it('reads pipelined answers delimited by content-length, chunks and the end of the bytes', () => {
    const bytes =
      'HTTP/1.1 100 Continue\r\n\r\n' +
      'HTTP/1.1 200 OK\r\nContent-Length: 2\r\nX-A: 1\r\nX-A: 2\r\n\r\nok' +
      'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n' +
      'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\nuntil the end'
    expect(parseRawResponses(bytes)).toEqual([
      { status: 200, headers: { 'content-length': '2', 'x-a': '1, 2' }, body: 'ok' },
      { status: 404, headers: { 'transfer-encoding': 'chunked' }, body: 'abcde' },
      { status: 400, headers: { connection: 'close' }, body: 'until the end' },
    ])
  })

  it('reads answers to HEAD without their announced body, and stops at bytes that are no answer', () => {
    expect(
      parseRawResponses('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nHTTP/1.1 200 OK\r\n\r\n', {
        bodiless: true,
      }),
    ).toHaveLength(2)
    expect(
      parseRawResponses('HTTP/1.1 431 Too Large\r\nContent-Length: 5\r\n\r\nerror', { bodiless: true }),
    ).toEqual([])
    expect(parseRawResponses('garbage\r\n\r\n')).toEqual([])
  })
})
