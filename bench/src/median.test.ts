import { describe, expect, it } from 'vitest'
import { median, percentile } from './median.ts'

describe('median and percentile', () => {
  it('take the middle of odd and even counts', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
  it('rank percentiles to the nearest sample', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
  })
})
