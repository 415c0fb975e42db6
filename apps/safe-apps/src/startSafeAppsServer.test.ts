import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SafeAppsServer, startSafeAppsServer } from './startSafeAppsServer.ts'

describe('startSafeAppsServer', () => {
  let server: SafeAppsServer
  beforeAll(async () => {
    server = await startSafeAppsServer({
      host: '127.0.0.1',
      port: 0,
      frameAncestors: ['http://127.0.0.1:8080'],
    })
  })
  afterAll(() => server.close())

  it('serves the index page with a CSP that lets only the web app frame it', async () => {
    const response = await fetch(`${server.url}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:8080')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await response.text()).toContain('Coffer Safe Apps')
  })

  it('answers 404 for missing files and never leaves its root', async () => {
    expect((await fetch(`${server.url}/nope.js`)).status).toBe(404)
    expect((await fetch(`${server.url}/..%2f..%2fpackage.json`)).status).toBe(404)
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${server.url}/`, { method: 'POST' })).status).toBe(405)
  })
})
