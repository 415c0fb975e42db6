import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { memoizedSerializerCompiler } from './memoizedSerializer.ts'

describe('memoizedSerializerCompiler', () => {
  const schema = z.object({ count: z.number() })
  const serialize = memoizedSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })

  it('serializes like the zod serializer and reuses the JSON of an object it has seen', () => {
    const page = { count: 1 }
    expect(serialize(page)).toBe('{"count":1}')
    // The same object (a cached response) is not checked or serialized again.
    page.count = 2
    expect(serialize(page)).toBe('{"count":1}')
    expect(serialize({ count: 2 })).toBe('{"count":2}')
  })

  it('still refuses data that does not match the schema', () => {
    expect(() => serialize({ count: 'many' })).toThrow()
  })
})
