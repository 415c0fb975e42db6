import { describe, expect, it } from 'vitest'
import { parseCursor, toCursorUrl, toPageCursors } from './paging.ts'

describe('parseCursor', () => {
  it('reads limit and offset', () => {
    expect(parseCursor('limit=5&offset=10')).toEqual({ limit: 5, offset: 10 })
  })
  it('defaults each half independently', () => {
    expect(parseCursor(undefined)).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('limit=5')).toEqual({ limit: 5, offset: 0 })
    expect(parseCursor('offset=7')).toEqual({ limit: 20, offset: 7 })
    expect(parseCursor('limit=abc&offset=-3')).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('%%%garbage')).toEqual({ limit: 20, offset: 0 })
    expect(parseCursor('limit=0&offset=99999999999999999999')).toEqual({ limit: 20, offset: 0 })
  })
  it('caps the limit', () => {
    expect(parseCursor('limit=1000')).toEqual({ limit: 100, offset: 0 })
  })
})

describe('toPageCursors', () => {
  it('has no neighbours on a single page', () => {
    expect(toPageCursors({ limit: 20, offset: 0 }, 3)).toEqual({ next: null, previous: null })
  })
  it('steps forward and back, never below zero', () => {
    expect(toPageCursors({ limit: 2, offset: 3 }, 10)).toEqual({
      next: { limit: 2, offset: 5 },
      previous: { limit: 2, offset: 1 },
    })
    expect(toPageCursors({ limit: 5, offset: 2 }, 7).previous).toEqual({ limit: 5, offset: 0 })
  })
})

describe('toCursorUrl', () => {
  const fallback = 'http://127.0.0.1:8080'
  it('keeps path and other params, sets the cursor, honours X-Forwarded-Proto and Host', () => {
    const url = toCursorUrl(
      {
        url: '/v1/chains/?trusted=true&cursor=old',
        protocol: 'http',
        headers: { host: 'safe.example.com', 'x-forwarded-proto': 'https' },
      },
      { limit: 20, offset: 40 },
      fallback,
    )
    expect(url).toBe('https://safe.example.com/v1/chains/?trusted=true&cursor=limit%3D20%26offset%3D40')
  })
  it('falls back to the configured URL on a garbage Host', () => {
    const url = toCursorUrl(
      { url: '/v1/chains', protocol: 'http', headers: { host: 'evil.com/path?x' } },
      { limit: 1, offset: 1 },
      fallback,
    )
    expect(url).toBe('http://127.0.0.1:8080/v1/chains?cursor=limit%3D1%26offset%3D1')
  })
  it('is null without a page', () => {
    expect(toCursorUrl({ url: '/', protocol: 'http', headers: {} }, null, fallback)).toBeNull()
  })
})

describe('toCursorUrl with a protocol-relative path', () => {
  it('stays on the request host', () => {
    const url = toCursorUrl(
      { url: '//evil.com/v1/chains', protocol: 'http', headers: { host: 'localhost:8080' } },
      { limit: 1, offset: 1 },
      'http://127.0.0.1:8080',
    )
    expect(new URL(url ?? '').host).toBe('localhost:8080')
  })
})
