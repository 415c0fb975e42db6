import { describe, expect, it } from 'vitest'
import { findNormalizedAppUrl, parseAppUrl, toAllowedAppOrigins } from './appUrl.ts'

const allowed = toAllowedAppOrigins({
  safeAppsOrigin: 'http://127.0.0.1:8081',
  safeAppsAllowedOrigins: ['https://apps.example.org', 'http://127.0.0.1:8081'],
})

describe('app URLs', () => {
  it('frames the Safe Apps origin and the allowed origins, each once', () => {
    expect(allowed).toEqual(['http://127.0.0.1:8081', 'https://apps.example.org'])
  })

  it('accepts an app on an allowed origin, in one spelling, with its manifest beside it', () => {
    expect(parseAppUrl(' http://127.0.0.1:8081/tx-builder/#top ', allowed)).toEqual({
      ok: true,
      app: {
        url: 'http://127.0.0.1:8081/tx-builder',
        origin: 'http://127.0.0.1:8081',
        manifestUrl: 'http://127.0.0.1:8081/tx-builder/manifest.json',
      },
    })
    expect(parseAppUrl('https://apps.example.org/', allowed)).toMatchObject({
      ok: true,
      app: { url: 'https://apps.example.org', manifestUrl: 'https://apps.example.org/manifest.json' },
    })
    expect(parseAppUrl('https://apps.example.org/swap?chain=1', allowed)).toMatchObject({
      ok: true,
      app: {
        url: 'https://apps.example.org/swap?chain=1',
        manifestUrl: 'https://apps.example.org/swap/manifest.json',
      },
    })
  })

  it('refuses what is missing, not a URL, not http(s), or on another origin', () => {
    expect(parseAppUrl(undefined, allowed)).toEqual({ ok: false, error: { code: 'missing' } })
    expect(parseAppUrl('apps.example.org', allowed)).toEqual({ ok: false, error: { code: 'invalid' } })
    expect(parseAppUrl('javascript:alert(1)', allowed)).toEqual({ ok: false, error: { code: 'not_http' } })
    expect(parseAppUrl('https://user:pw@apps.example.org', allowed)).toEqual({
      ok: false,
      error: { code: 'not_http' },
    })
    expect(parseAppUrl('https://evil.example/app', allowed)).toEqual({
      ok: false,
      error: { code: 'not_allowed', origin: 'https://evil.example' },
    })
    // Same host, other port or scheme: another origin.
    expect(parseAppUrl('http://127.0.0.1:8082/', allowed)).toMatchObject({
      ok: false,
      error: { code: 'not_allowed' },
    })
    expect(parseAppUrl('http://apps.example.org/', allowed)).toMatchObject({
      ok: false,
      error: { code: 'not_allowed' },
    })
  })

  it('compares catalog and bookmark URLs in the same spelling', () => {
    expect(findNormalizedAppUrl('http://127.0.0.1:8081/tx-builder/')).toBe('http://127.0.0.1:8081/tx-builder')
    expect(findNormalizedAppUrl('nope')).toBeUndefined()
  })
})
