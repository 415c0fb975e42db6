import { expect, test } from 'vitest'
import { ownProperty } from './ownProperty.ts'

test('finds own keys only, never what Object.prototype has', () => {
  const record: Record<string, number> = { a: 1 }
  expect(ownProperty(record, 'a')).toBe(1)
  expect(ownProperty(record, 'b')).toBeUndefined()
  expect(ownProperty(record, 'constructor')).toBeUndefined()
  expect(ownProperty(record, 'toString')).toBeUndefined()
  expect(ownProperty(JSON.parse('{"__proto__": 2}'), '__proto__')).toBe(2)
})
