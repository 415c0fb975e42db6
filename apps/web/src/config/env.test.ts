import { describe, expect, it } from 'vitest'
import { defaultAppConfig, parseAppConfig, readAppConfig } from './env.ts'

describe('parseAppConfig', () => {
  it('reads both fields', () => {
    expect(
      parseAppConfig('{"walletConnectProjectId":"abc123","safeAppsOrigin":"https://apps.example.org/x"}'),
    ).toEqual({
      walletConnectProjectId: 'abc123',
      safeAppsOrigin: 'https://apps.example.org',
      safeAppsAllowedOrigins: [],
      gatewayUrl: null,
      chains: null,
    })
  })

  it('reads another gateway to talk to, and ignores one that is not an http(s) URL', () => {
    expect(parseAppConfig('{"gatewayUrl":"https://safe-client.safe.global/"}').gatewayUrl).toBe(
      'https://safe-client.safe.global',
    )
    expect(parseAppConfig('{"gatewayUrl":"javascript:alert(1)"}').gatewayUrl).toBeNull()
  })

  it('reads the other origins Safe Apps may come from, as origins, dropping what is not an http(s) URL', () => {
    expect(
      parseAppConfig(
        JSON.stringify({
          safeAppsAllowedOrigins: [
            'https://apps.example.org/tx-builder/',
            'http://127.0.0.1:9000',
            'javascript:alert(1)',
            42,
            'https://apps.example.org',
          ],
        }),
      ).safeAppsAllowedOrigins,
    ).toEqual(['https://apps.example.org', 'http://127.0.0.1:9000'])
    expect(parseAppConfig('{"safeAppsAllowedOrigins":"https://x.example"}').safeAppsAllowedOrigins).toEqual(
      [],
    )
    expect(parseAppConfig('{}').safeAppsAllowedOrigins).toEqual([])
  })

  it('carries the embedded chain list as it came, or none when it is not a list', () => {
    expect(parseAppConfig('{"chains":[{"chainId":"31337"}]}').chains).toEqual([{ chainId: '31337' }])
    expect(parseAppConfig('{"chains":"nope"}').chains).toBeNull()
  })

  it('falls back to defaults when absent or broken', () => {
    expect(parseAppConfig(null)).toEqual(defaultAppConfig)
    expect(parseAppConfig('')).toEqual(defaultAppConfig)
    expect(parseAppConfig('{not json')).toEqual(defaultAppConfig)
    expect(parseAppConfig('[]')).toEqual(defaultAppConfig)
    expect(defaultAppConfig).toEqual({
      walletConnectProjectId: null,
      safeAppsOrigin: 'http://127.0.0.1:8081',
      safeAppsAllowedOrigins: [],
      gatewayUrl: null,
      chains: null,
    })
  })

  it('treats an empty project id as none and keeps good fields beside bad ones', () => {
    expect(parseAppConfig('{"walletConnectProjectId":"  ","safeAppsOrigin":"javascript:alert(1)"}')).toEqual(
      defaultAppConfig,
    )
    expect(parseAppConfig('{"walletConnectProjectId":"id","safeAppsOrigin":42}')).toEqual({
      walletConnectProjectId: 'id',
      safeAppsOrigin: 'http://127.0.0.1:8081',
      safeAppsAllowedOrigins: [],
      gatewayUrl: null,
      chains: null,
    })
  })

  it('reads the meta tag the gateway injects', () => {
    const doc = document.implementation.createHTMLDocument('x')
    const meta = doc.createElement('meta')
    meta.name = 'coffer:config'
    meta.content = JSON.stringify({ walletConnectProjectId: null, safeAppsOrigin: 'http://127.0.0.1:9999' })
    doc.head.append(meta)
    expect(readAppConfig(doc)).toEqual({
      walletConnectProjectId: null,
      safeAppsOrigin: 'http://127.0.0.1:9999',
      safeAppsAllowedOrigins: [],
      gatewayUrl: null,
      chains: null,
    })
  })
})
