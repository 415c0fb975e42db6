import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { malformedRequests, sendRawRequest } from '@coffer/http-guard/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SafeAppsServer, startSafeAppsServer } from './startSafeAppsServer.ts'

describe('startSafeAppsServer', () => {
  let server: SafeAppsServer
  let appsDir: string
  beforeAll(async () => {
    // Stands in for `npm run build`'s output, which the unit tests do not wait for.
    appsDir = await mkdtemp(join(tmpdir(), 'coffer-safe-apps-'))
    await mkdir(join(appsDir, 'transaction-builder'))
    await writeFile(join(appsDir, 'transaction-builder', 'index.html'), '<title>Transaction Builder</title>')
    await writeFile(join(appsDir, 'transaction-builder', 'manifest.json'), '{"name":"Transaction Builder"}')
    server = await startSafeAppsServer({
      host: '127.0.0.1',
      port: 0,
      frameAncestors: ['http://127.0.0.1:8080'],
      appsDir,
      gatewayUrl: 'http://127.0.0.1:8080',
    })
  })
  afterAll(async () => {
    await server?.close()
    await rm(appsDir, { recursive: true, force: true })
  })

  it('serves the index page with a CSP that lets only the web app frame it', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:8080')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain('Coffer Safe Apps')
  })

  it('serves the built apps, their manifests readable by the host', async () => {
    const page = await fetch(`${server.url}/transaction-builder`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Transaction Builder')
    const manifest = await fetch(`${server.url}/transaction-builder/manifest.json`)
    expect(manifest.headers.get('content-type')).toContain('application/json')
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('lets the apps reach the gateway, and tells them where it is', async () => {
    const response = await fetch(`${server.url}/config.json`)
    expect(response.headers.get('content-security-policy')).toContain(
      "connect-src 'self' http://127.0.0.1:8080;",
    )
    expect(await response.json()).toEqual({ gatewayUrl: 'http://127.0.0.1:8080' })
  })

  it('answers 404 for missing files and never leaves its root', async () => {
    expect((await fetch(`${server.url}/nope.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/..%2f..%2fpackage.json`)).status).toBe(404)
    expect((await fetch(`${server.url}/transaction-builder/..%2f..%2f..%2fpackage.json`)).status).toBe(404)
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405)
  })

  it('answers every malformed request with its security headers and never 5xx, and keeps serving', async () => {
    for (const probe of malformedRequests()) {
      const { responses } = await sendRawRequest(server.url, probe.bytes, probe)
      if (!probe.mayGoUnanswered) expect(responses.length, probe.name).toBeGreaterThan(0)
      for (const response of responses) {
        expect(response.headers['content-security-policy'], probe.name).toContain(
          'frame-ancestors http://127.0.0.1:8080',
        )
        expect(response.headers['x-content-type-options'], probe.name).toBe('nosniff')
        expect(response.status, probe.name).toBeLessThan(500)
      }
      if (probe.status !== undefined) expect(responses.at(-1)?.status, probe.name).toBe(probe.status)
      const health = await fetch(`${server.url}/health`)
      expect(health.status, `after ${probe.name}`).toBe(200)
      expect(await health.json()).toEqual({ status: 'ok' })
    }
  })
})
