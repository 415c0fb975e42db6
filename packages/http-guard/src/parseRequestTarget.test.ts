import { describe, expect, it } from 'vitest'
import { parseRequestTarget } from './parseRequestTarget.ts'

describe('parseRequestTarget', () => {
  it('reads the path and query of origin-form targets, odd ones included', () => {
    expect(parseRequestTarget('/apps/index.html?x=1')).toMatchObject({
      pathname: '/apps/index.html',
      search: '?x=1',
    })
    expect(parseRequestTarget('//')?.pathname).toBe('//')
    expect(parseRequestTarget('//evil.example/x')?.pathname).toBe('//evil.example/x')
    // Percent-encoding is kept as sent: decoding it is the handler's business (and may fail there).
    expect(parseRequestTarget('/%zz')?.pathname).toBe('/%zz')
  })

  it('reads absolute-form targets', () => {
    expect(parseRequestTarget('http://example.org:8081/a/b?c')).toMatchObject({
      pathname: '/a/b',
      search: '?c',
    })
  })

  it('refuses targets no server can serve, without throwing', () => {
    for (const target of [
      undefined,
      '',
      'http://[bad/x',
      'http://',
      '*',
      'example.org:443',
      'ftp://x/y',
      'a b',
    ])
      expect(parseRequestTarget(target), String(target)).toBeUndefined()
  })
})
