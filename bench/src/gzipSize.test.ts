import { describe, expect, it } from 'vitest'
import { formatKb } from './formatKb.ts'
import { gzipSize } from './gzipSize.ts'

describe('gzipSize', () => {
  it('compresses repetitive text far below its raw size', () => {
    const body = new TextEncoder().encode('const a = 1;\n'.repeat(1000))
    expect(gzipSize(body)).toBeLessThan(body.byteLength / 20)
  })
})

describe('formatKb', () => {
  it('prints decimal kilobytes with one decimal', () => {
    expect(formatKb(1_850_000)).toBe('1850.0 KB')
    expect(formatKb(1234)).toBe('1.2 KB')
  })
})
