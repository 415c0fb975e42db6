import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/createTestApp.ts'

describe('serving the web app', () => {
  let dist: string
  let t: TestApp
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'coffer-web-dist-'))
    await mkdir(path.join(dist, 'assets'))
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><!--coffer:config--><script type="module" src="/assets/app-abc123.js"></script></head></html>',
    )
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
    await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'))
    await writeFile(path.join(dist, 'favicon.svg'), '<svg/>')
    await writeFile(path.join(dist, '.env'), 'SECRET=1')
    t = await createTestApp({ webDistDir: dist, walletConnectProjectId: 'abc123' })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dist, { recursive: true, force: true })
  })

  it('serves index.html at / with the runtime config and the CSP header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain(
      '<meta name="coffer:config" content="{&quot;walletConnectProjectId&quot;:&quot;abc123&quot;,&quot;safeAppsOrigin&quot;:&quot;http://127.0.0.1:8081&quot;,&quot;safeAppsAllowedOrigins&quot;:[],&quot;gatewayUrl&quot;:null,&quot;chains&quot;:[{&quot;chainId&quot;:&quot;31337&quot;',
    )
    expect(res.body).not.toContain('<!--coffer:config-->')
    expect(res.headers['content-security-policy']).toContain('wss://relay.walletconnect.com')
  })

  it('sends index.html brotli- or gzip-compressed to browsers that accept it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('Accept-Encoding')
    const br = await t.app.inject({
      method: 'GET',
      url: '/safe/x',
      headers: { 'accept-encoding': 'gzip, br' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  })

  it('never serves the raw index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/index.html' })
    expect(res.body).toContain('coffer:config" content=')
  })

  it('falls back to index.html for client routes, not for API paths or missing assets', async () => {
    const route = await t.app.inject({ method: 'GET', url: '/31337/0xabc/queue?x=1' })
    expect(route.statusCode).toBe(200)
    expect(route.body).toContain('coffer:config')
    const api = await t.app.inject({ method: 'GET', url: '/v1/unknown' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ statusCode: 404, message: 'Cannot GET /v1/unknown', error: 'Not Found' })
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: '/some/route' })).statusCode).toBe(404)
  })

  it('caches hashed assets for a year, other files briefly, all with security headers', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-security-policy']).toContain("script-src 'self'")
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('sends the precompressed twin of an asset to browsers that accept it', async () => {
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers['content-type']).toContain('javascript')
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)')
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('does not serve dotfiles or escape the dist dir', async () => {
    const dot = await t.app.inject({ method: 'GET', url: '/.env' })
    expect(dot.body).not.toContain('SECRET')
    const traversal = await t.app.inject({ method: 'GET', url: '/../../../../etc/passwd' })
    expect(traversal.body).not.toContain('root:')
    const encoded = await t.app.inject({ method: 'GET', url: '/%2e%2e/%2e%2e/etc/passwd' })
    expect(encoded.body).not.toContain('root:')
  })

  it('never answers an API path with the web app: unknown ones get the contract 404 JSON', async () => {
    const paths = [
      '/v1',
      '/v2',
      '/v3',
      '/about/nope',
      '/v1/unknown?x=1',
      '/v2/chains/31337/nope',
      '/v3/x',
      '/v1/',
      '//v1/unknown',
      '/V2/chains',
      '/%76%31/unknown',
      // The Transaction Service face (modules/tx-service): Safe clients append /api to transactionService.
      '/api',
      '/api/v1/unknown/',
      '/API/v2/safes/',
    ]
    for (const url of paths) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url })
        expect(res.headers['content-type'], `${method} ${url}`).toContain('application/json')
        expect(res.statusCode, `${method} ${url}`).toBe(404)
        if (method === 'GET') expect(res.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' })
      }
    }
  })

  it('answers /about with the gateway, as JSON', async () => {
    for (const url of ['/about', '/about/', '/about?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type'], url).toContain('application/json')
      expect(res.json(), url).toMatchObject({ name: 'Coffer gateway' })
    }
  })
})
