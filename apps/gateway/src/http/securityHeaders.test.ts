import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy } from './securityHeaders.ts'

describe('buildContentSecurityPolicy', () => {
  it('allows only self, the chain RPCs and the Safe Apps origin', () => {
    expect(
      buildContentSecurityPolicy({
        rpcUrls: ['http://127.0.0.1:8545', 'https://eth.example.org/v2/key', 'https://eth.example.org/other'],
        safeAppsOrigin: 'http://127.0.0.1:8081',
        walletConnectProjectId: null,
      }),
    ).toMatchInlineSnapshot(
      `"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https: http://127.0.0.1:8081; font-src 'self' data:; connect-src 'self' http://127.0.0.1:8081 http://127.0.0.1:8545 ws://127.0.0.1:8545 https://eth.example.org wss://eth.example.org; frame-src http://127.0.0.1:8081; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"`,
    )
  })

  it('lets the web app frame, fetch and show only the Safe Apps origin and the allowed app origins', () => {
    const csp = buildContentSecurityPolicy({
      rpcUrls: [],
      safeAppsOrigin: 'http://127.0.0.1:8081',
      safeAppsAllowedOrigins: [
        'https://apps.partner.example',
        'http://10.0.0.5:3000',
        'http://127.0.0.1:8081',
      ],
      walletConnectProjectId: null,
    })
    expect(csp).toContain(
      'frame-src http://127.0.0.1:8081 https://apps.partner.example http://10.0.0.5:3000;',
    )
    expect(csp).toContain(
      "connect-src 'self' http://127.0.0.1:8081 https://apps.partner.example http://10.0.0.5:3000;",
    )
    // https: already covers https origins.
    expect(csp).toContain("img-src 'self' data: blob: https: http://127.0.0.1:8081 http://10.0.0.5:3000;")
  })

  it('adds the WalletConnect relay only with a project id', () => {
    const csp = buildContentSecurityPolicy({
      rpcUrls: ['wss://node.example.org'],
      safeAppsOrigin: 'https://apps.example.org',
      walletConnectProjectId: 'abc123',
    })
    expect(csp).toContain(
      "connect-src 'self' https://apps.example.org https://node.example.org wss://node.example.org wss://relay.walletconnect.com",
    )
    expect(csp).not.toContain('unsafe-eval')
  })

  it('lets the web app reach another gateway when one is configured', () => {
    const csp = buildContentSecurityPolicy({
      rpcUrls: [],
      safeAppsOrigin: 'https://apps.example.org',
      walletConnectProjectId: null,
      gatewayUrl: 'https://safe-client.safe.global/v1',
    })
    expect(csp).toContain("connect-src 'self' https://apps.example.org https://safe-client.safe.global;")
  })
})
