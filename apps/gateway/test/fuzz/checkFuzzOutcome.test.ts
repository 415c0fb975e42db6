import { describe, expect, it } from 'vitest'
import { checkFuzzOutcome } from './checkFuzzOutcome.ts'

const secured = { 'content-security-policy': "default-src 'self'", 'x-content-type-options': 'nosniff' }

describe('checkFuzzOutcome', () => {
  it('accepts any 2xx-4xx answer that carries the security headers', () => {
    for (const status of [200, 201, 404, 413, 422, 429])
      expect(checkFuzzOutcome({ kind: 'response', status, headers: secured, body: '', ms: 1 })).toEqual([])
  })

  it('names every problem: a 5xx, each missing header, no answer at all', () => {
    expect(checkFuzzOutcome({ kind: 'response', status: 502, headers: secured, body: '', ms: 1 })).toEqual([
      'status 502',
    ])
    expect(checkFuzzOutcome({ kind: 'response', status: 400, headers: {}, body: '', ms: 1 })).toEqual([
      'no content-security-policy header',
      'no x-content-type-options header',
    ])
    expect(checkFuzzOutcome({ kind: 'no-response', reason: 'no answer within 10 ms', ms: 10 })).toEqual([
      'no response: no answer within 10 ms',
    ])
  })
})
