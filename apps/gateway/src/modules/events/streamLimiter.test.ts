import { describe, expect, it } from 'vitest'
import { createStreamLimiter } from './streamLimiter.ts'

describe('createStreamLimiter', () => {
  it('refuses a client past the limit, counts each client apart, and frees a slot once per release', () => {
    const limiter = createStreamLimiter(2)
    const first = limiter.tryOpen('203.0.113.1')
    const second = limiter.tryOpen('203.0.113.1')
    expect(first && second).toBeTypeOf('function')
    expect(limiter.tryOpen('203.0.113.1')).toBeUndefined()
    expect(limiter.tryOpen('203.0.113.2')).toBeTypeOf('function')

    first?.()
    first?.()
    expect(limiter.openCount('203.0.113.1')).toBe(1)
    const third = limiter.tryOpen('203.0.113.1')
    expect(third).toBeTypeOf('function')
    expect(limiter.tryOpen('203.0.113.1')).toBeUndefined()

    second?.()
    third?.()
    expect(limiter.openCount('203.0.113.1')).toBe(0)
  })
})
