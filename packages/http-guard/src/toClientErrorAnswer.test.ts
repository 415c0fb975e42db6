import { describe, expect, it } from 'vitest'
import { toClientErrorAnswer } from './toClientErrorAnswer.ts'

function parserError(code: string, reason?: string): Error {
  return Object.assign(new Error(`Parse Error: ${reason ?? code}`), { code, reason })
}

describe('toClientErrorAnswer', () => {
  it('answers oversized heads with 431, oversized chunk extensions with 413 and slow requests with 408', () => {
    expect(toClientErrorAnswer(parserError('HPE_HEADER_OVERFLOW'))?.status).toBe(431)
    expect(toClientErrorAnswer(parserError('HPE_CHUNK_EXTENSIONS_OVERFLOW'))?.status).toBe(413)
    expect(
      toClientErrorAnswer(Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }))?.status,
    ).toBe(408)
  })

  it("answers anything malformed with 400 and the parser's reason", () => {
    expect(toClientErrorAnswer(parserError('HPE_INVALID_HEADER_TOKEN', 'Invalid header value char'))).toEqual(
      {
        status: 400,
        message: 'Malformed HTTP request: Invalid header value char',
      },
    )
    expect(toClientErrorAnswer(new Error('something else'))).toEqual({
      status: 400,
      message: 'Malformed HTTP request',
    })
    expect(toClientErrorAnswer('not even an error')).toEqual({
      status: 400,
      message: 'Malformed HTTP request',
    })
  })

  it('answers nothing when the connection is gone', () => {
    expect(toClientErrorAnswer(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBeUndefined()
    expect(toClientErrorAnswer(Object.assign(new Error('pipe'), { code: 'EPIPE' }))).toBeUndefined()
  })
})
