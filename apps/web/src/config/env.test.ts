import { describe, expect, it } from 'vitest'
import { defaultAppConfig, parseAppConfig, readAppConfig } from './env.ts'

describe('parseAppConfig', () => {
  it('reads both fields', () => {
    expect(
      parseAppConfig('{"walletConnectProjectId":"abc123","safeAppsOrigin":"https://apps.example.org/x"}'),
    ).toEqual({ walletConnectProjectId: 'abc123', safeAppsOrigin: 'https://apps.example.org' })
  })

  it('falls back to defaults when absent or broken', () => {
    expect(parseAppConfig(null)).toEqual(defaultAppConfig)
    expect(parseAppConfig('')).toEqual(defaultAppConfig)
    expect(parseAppConfig('{not json')).toEqual(defaultAppConfig)
    expect(parseAppConfig('[]')).toEqual(defaultAppConfig)
    expect(defaultAppConfig).toEqual({
      walletConnectProjectId: null,
      safeAppsOrigin: 'http://127.0.0.1:8081',
    })
  })

  it('treats an empty project id as none and keeps good fields beside bad ones', () => {
    expect(parseAppConfig('{"walletConnectProjectId":"  ","safeAppsOrigin":"javascript:alert(1)"}')).toEqual(
      defaultAppConfig,
    )
    expect(parseAppConfig('{"walletConnectProjectId":"id","safeAppsOrigin":42}')).toEqual({
      walletConnectProjectId: 'id',
      safeAppsOrigin: 'http://127.0.0.1:8081',
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
    })
  })
})
