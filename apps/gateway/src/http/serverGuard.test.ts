import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { malformedRequests, sendRawRequest } from '@coffer/http-guard/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../test/startGatewayOnDevchain.ts'
import { webConfigPlaceholder } from './webApp.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'

// Over raw TCP, since an HTTP client would refuse to send most of these: what a scanner or an attacker
// sends to a listening gateway (real anvil, real SQLite, a built web app to serve).
describe('a listening gateway sent malformed requests', () => {
  let started: GatewayOnDevchain | undefined
  let url: string
  let distDir: string

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'coffer-guard-dist-'))
    await mkdir(path.join(distDir, 'assets'))
    await writeFile(path.join(distDir, 'index.html'), `<!doctype html><head>${webConfigPlaceholder}</head>`)
    await writeFile(path.join(distDir, 'assets', 'app.js'), 'console.log(1)')
    started = await startGatewayOnDevchain('gateway-guard', { config: { webDistDir: distDir } })
    url = started.gateway.url
  })
  afterAll(async () => {
    await started?.close()
    await rm(distDir, { recursive: true, force: true })
  })

  it('answers each with the security headers and never 5xx, and keeps serving', async () => {
    const probes = malformedRequests({ jsonPostPath: `/v1/chains/31337/transactions/${safe}/propose` })
    for (const probe of probes) {
      const { responses } = await sendRawRequest(url, probe.bytes, probe)
      if (!probe.mayGoUnanswered) expect(responses.length, probe.name).toBeGreaterThan(0)
      for (const response of responses) {
        expect(response.headers['content-security-policy'], probe.name).toContain("frame-ancestors 'none'")
        expect(response.headers['x-content-type-options'], probe.name).toBe('nosniff')
        expect(response.headers['x-frame-options'], probe.name).toBe('DENY')
        expect(response.status, probe.name).toBeLessThan(500)
      }
      if (probe.status !== undefined) expect(responses.at(-1)?.status, probe.name).toBe(probe.status)
      expect((await fetch(`${url}/health`)).status, `after ${probe.name}`).toBe(200)
    }
    expect((await fetch(`${url}/assets/app.js`)).status).toBe(200)
  })

  it("answers Node's parser errors with the contract's error body", async () => {
    const { responses } = await sendRawRequest(
      url,
      `GET /health HTTP/1.1\r\nHost: a\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    expect(responses).toHaveLength(1)
    expect(responses[0]?.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(responses[0]?.body ?? '')).toEqual({
      statusCode: 431,
      message: 'The request line or headers are larger than this server accepts',
      error: 'Request Header Fields Too Large',
    })
  })

  it('refuses an HTTP/1.1 request without Host with the error body', async () => {
    const { responses } = await sendRawRequest(url, 'GET /health HTTP/1.1\r\n\r\n')
    expect(responses.map(({ status, body }) => ({ status, body: JSON.parse(body) }))).toEqual([
      {
        status: 400,
        body: {
          statusCode: 400,
          message: 'An HTTP/1.1 request must have a Host header',
          error: 'Bad Request',
        },
      },
    ])
  })
})
