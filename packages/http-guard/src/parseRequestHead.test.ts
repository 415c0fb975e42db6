import { describe, expect, it } from 'vitest'
import { parseRequestHead } from './parseRequestHead.ts'

const head = { url: '/x?y', headers: { host: 'a' }, httpVersionMajor: 1, httpVersionMinor: 1 }

describe('parseRequestHead', () => {
  it('gives the path and query of a servable request', () => {
    const result = parseRequestHead(head)
    expect('url' in result && `${result.url.pathname}${result.url.search}`).toBe('/x?y')
  })

  it('refuses a target that does not parse and an HTTP/1.1 request without Host', () => {
    expect(parseRequestHead({ ...head, url: 'http://[bad/x' })).toEqual({
      error: { status: 400, message: 'The request target is neither a path nor an http(s) URL' },
    })
    expect(parseRequestHead({ ...head, headers: {} })).toEqual({
      error: { status: 400, message: 'An HTTP/1.1 request must have a Host header' },
    })
  })

  it('lets HTTP/1.0 go without Host', () => {
    expect(parseRequestHead({ ...head, headers: {}, httpVersionMinor: 0 })).toHaveProperty('url')
  })
})
