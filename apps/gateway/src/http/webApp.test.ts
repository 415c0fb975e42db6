import { describe, expect, it } from 'vitest'
import { isApiPath, pickIndexEncoding, renderIndexHtml } from './webApp.ts'

describe('renderIndexHtml', () => {
  it('puts the runtime config in an html-escaped meta tag', () => {
    const html = '<head><!--coffer:config--></head>'
    expect(
      renderIndexHtml(html, {
        walletConnectProjectId: null,
        safeAppsOrigin: 'http://127.0.0.1:8081',
        safeAppsAllowedOrigins: ['https://apps.partner.example'],
        gatewayUrl: null,
      }),
    ).toBe(
      '<head><meta name="coffer:config" content="{&quot;walletConnectProjectId&quot;:null,&quot;safeAppsOrigin&quot;:&quot;http://127.0.0.1:8081&quot;,&quot;safeAppsAllowedOrigins&quot;:[&quot;https://apps.partner.example&quot;],&quot;gatewayUrl&quot;:null}"></head>',
    )
  })
  it('cannot be broken out of', () => {
    const out = renderIndexHtml('<!--coffer:config-->', {
      walletConnectProjectId: '"><script>x</script>',
      safeAppsOrigin: "'&",
      safeAppsAllowedOrigins: ['"><script>y</script>'],
      gatewayUrl: null,
    })
    expect(out).not.toContain('<script>')
    expect(out.match(/"/g)).toHaveLength(4)
  })
})

describe('isApiPath', () => {
  it('knows API prefixes and nothing else', () => {
    expect(isApiPath('/v1/chains')).toBe(true)
    expect(isApiPath('/v1')).toBe(true)
    expect(isApiPath('/health')).toBe(true)
    expect(isApiPath('/docs/json')).toBe(true)
    expect(isApiPath('/api/v1/safes/')).toBe(true)
    expect(isApiPath('/v10')).toBe(false)
    expect(isApiPath('/1/0xabc/queue')).toBe(false)
    expect(isApiPath('/healthy')).toBe(false)
    expect(isApiPath('/about')).toBe(true)
    expect(isApiPath('/about/x')).toBe(true)
    expect(isApiPath('/v3/x')).toBe(true)
    expect(isApiPath('/aboutus')).toBe(false)
  })

  it('sees an API path however the URL spells it', () => {
    expect(isApiPath('//v1/x')).toBe(true)
    expect(isApiPath('/V2/chains')).toBe(true)
    expect(isApiPath('/%76%31/x')).toBe(true)
    expect(isApiPath('/%ZZ/x')).toBe(false)
  })
})

describe('pickIndexEncoding', () => {
  it('prefers br, then gzip, as browsers offer them', () => {
    expect(pickIndexEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(pickIndexEncoding('gzip, deflate')).toBe('gzip')
    expect(pickIndexEncoding('GZip;q=0.5')).toBe('gzip')
  })

  it('sends it plain when nothing usable is accepted, or a coding is refused with q=0', () => {
    expect(pickIndexEncoding(undefined)).toBe('identity')
    expect(pickIndexEncoding('')).toBe('identity')
    expect(pickIndexEncoding('identity')).toBe('identity')
    expect(pickIndexEncoding('br;q=0, gzip;q=0.0')).toBe('identity')
    expect(pickIndexEncoding('br; q=0, gzip')).toBe('gzip')
  })
})
