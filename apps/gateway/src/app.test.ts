import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/createTestApp.ts'

const origin = 'http://127.0.0.1:18080'

describe('app: error funnel, headers, CORS, docs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ auth: { rateLimitPerMinute: 1000 } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers unknown routes like Nest', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nope?x=1' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ statusCode: 404, message: 'Cannot GET /v1/nope?x=1', error: 'Not Found' })
    const del = await t.app.inject({ method: 'DELETE', url: '/v1/chains' })
    expect(del.json()).toEqual({ statusCode: 404, message: 'Cannot DELETE /v1/chains', error: 'Not Found' })
  })

  it('ignores trailing slashes', async () => {
    for (const url of ['/v1/chains/', '/v1/chains/31337/', '/v1/balances/supported-fiat-codes/', '/health/'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200)
  })

  it('sends the security headers on every kind of response', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/health' }),
      t.app.inject({ method: 'GET', url: '/nope' }),
      t.app.inject({ method: 'GET', url: '/v1/chains/abc' }),
      t.app.inject({ method: 'GET', url: '/v1/chains/1' }),
      t.app.inject({ method: 'GET', url: '/%zz' }),
      t.app.inject({ method: 'GET', url: `/v1/chains/${'9'.repeat(400)}` }),
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/verify',
        payload: '{',
        headers: { 'content-type': 'application/json' },
      }),
      t.app.inject({ method: 'GET', url: '/docs' }),
      t.app.inject({
        method: 'OPTIONS',
        url: '/v1/chains',
        headers: { origin, 'access-control-request-method': 'GET' },
      }),
    ])
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self';")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain('frame-src http://127.0.0.1:8081')
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:8081 http://127.0.0.1:9 ws://127.0.0.1:9;")
      expect(csp).not.toContain('unsafe-eval')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('never answers 500 to bad input', async () => {
    const requests = [
      { method: 'GET', url: '/v1/chains?cursor=%%%' },
      { method: 'GET', url: '/v1/chains?cursor=a&cursor=b' },
      { method: 'GET', url: `/v1/chains?cursor=${'x'.repeat(5000)}` },
      { method: 'GET', url: '/v1/chains?cursor=limit%3D-1%26offset%3Dabc' },
      { method: 'GET', url: '/v1/chains/-1' },
      { method: 'GET', url: '/v1/chains/1.5' },
      { method: 'GET', url: '/v1/chains/0x1' },
      { method: 'GET', url: '/v1/chains/99999999999999999999' },
      { method: 'GET', url: '/v1/chains/999999999999999999999999' },
      { method: 'GET', url: `/v1/chains/${'9'.repeat(400)}` },
      { method: 'GET', url: '/v1/chains/%00/about/master-copies' },
      { method: 'GET', url: '/v1/chains/abc/about/master-copies' },
      {
        method: 'POST',
        url: '/v1/auth/verify',
        payload: 'null',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/v1/auth/verify',
        payload: '{"__proto__":{"x":1}}',
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/v1/auth/verify',
        payload: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      },
      {
        method: 'POST',
        url: '/v1/auth/verify',
        payload: 'a=b',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      {
        method: 'POST',
        url: '/v1/auth/verify',
        payload: { message: 'x', signature: `0x${'00'.repeat(20_000)}` },
      },
      {
        method: 'POST',
        url: '/v1/auth/logout',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: '/v1/auth/me', headers: { cookie: 'access_token=%%%; other' } },
    ] as const
    for (const request of requests) {
      const res = await t.app.inject(request)
      expect(res.statusCode, `${request.method} ${request.url.slice(0, 40)}`).toBeLessThan(500)
      // A malformed cursor falls back to the first page, as in CGW.
      if (res.statusCode < 400) continue
      const body = res.json()
      expect(body.message, request.url).toEqual(expect.any(String))
      expect(body.statusCode ?? body.code).toEqual(expect.anything())
    }
  })

  it('answers invalid and hostile JSON with a 400 body, also where a route declares its own empty 400', async () => {
    const safe = '0x1000000000000000000000000000000000000001'
    const url = `/v1/chains/31337/safes/${safe}/emails/${safe}/verify`
    for (const payload of ['{bad', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await t.app.inject({
        method: 'PUT',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) })
    }
  })

  it('treats an empty JSON body as {}', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/verify',
      payload: '',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ statusCode: 422, code: 'invalid_type', path: ['message'] })
  })

  it('allows CORS for configured origins only, with credentials on /v1/auth/* alone', async () => {
    const chains = await t.app.inject({ method: 'GET', url: '/v1/chains', headers: { origin } })
    expect(chains.headers['access-control-allow-origin']).toBe(origin)
    expect(chains.headers['access-control-allow-credentials']).toBeUndefined()

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/verify',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(origin)
    expect(preflight.headers['access-control-allow-credentials']).toBe('true')
    expect(String(preflight.headers['access-control-allow-methods'])).toBe('GET, POST, PUT, DELETE')
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('Safe-Wallet-Signature')

    const evil = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/nonce',
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('lets the Safe Apps origin read, without credentials, and nothing more', async () => {
    const appsOrigin = 'http://127.0.0.1:8081'
    const read = await t.app.inject({
      method: 'GET',
      url: '/v1/chains/31337',
      headers: { origin: appsOrigin },
    })
    expect(read.headers['access-control-allow-origin']).toBe(appsOrigin)
    expect(read.headers['access-control-allow-credentials']).toBeUndefined()

    const preflight = (method: string, url: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: appsOrigin, 'access-control-request-method': method },
      })
    expect((await preflight('GET', '/v1/chains/31337')).headers['access-control-allow-origin']).toBe(
      appsOrigin,
    )
    for (const refused of [
      await preflight(
        'POST',
        '/v1/chains/31337/transactions/0x399c61b017A871181d8B6C418c93a8bB361E3Db8/propose',
      ),
      await preflight('GET', '/v1/auth/me'),
      await t.app.inject({ method: 'GET', url: '/v1/auth/nonce', headers: { origin: appsOrigin } }),
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/logout',
        headers: { origin: appsOrigin },
      }),
    ]) {
      expect(refused.headers['access-control-allow-origin']).toBeUndefined()
      expect(refused.headers['access-control-allow-credentials']).toBeUndefined()
    }
  })

  it('serves one OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    for (const path of [
      '/v1/chains',
      '/v1/chains/{chainId}',
      '/v1/chains/{chainId}/about/master-copies',
      '/v1/balances/supported-fiat-codes',
      '/v1/auth/nonce',
      '/v1/auth/verify',
      '/v1/auth/logout',
      '/v1/auth/me',
      '/v1/chains/{chainId}/safe-apps',
      '/health',
      '/ready',
    ])
      expect(doc.paths[path], path).toBeDefined()
    expect(doc.paths['/v1/auth/verify'].post.requestBody.content['application/json'].schema.required).toEqual(
      ['message', 'signature'],
    )
    expect((await t.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(200)
  })

  it('is healthy at once and not ready while a chain RPC is down', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({
      ready: false,
      database: true,
      chains: [{ chainId: 31337, ok: false, error: 'RPC did not answer' }],
    })
  })
})

describe('app behind a TLS-terminating proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true, auth: { rateLimitPerMinute: 2 } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('adds HSTS and Secure cookies when X-Forwarded-Proto is https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(String(res.headers['set-cookie'])).toContain('Secure')
    const plain = await t.app.inject({ method: 'GET', url: '/health' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('rate-limits the auth routes', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push((await t.app.inject({ method: 'GET', url: '/v1/auth/nonce' })).statusCode)
    expect(statuses).toEqual([200, 200, 429])
    const limited = await t.app.inject({ method: 'GET', url: '/v1/auth/nonce' })
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' })
    expect(limited.headers['content-security-policy']).toBeDefined()
    expect((await t.app.inject({ method: 'GET', url: '/v1/chains' })).statusCode).toBe(200)
  })
})
