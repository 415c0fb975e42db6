import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import gatewayPackage from '../../../package.json' with { type: 'json' }
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'

describe('about routes', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://safe.example.com' })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('GET /about names the gateway and its version, as CGW does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.json()).toEqual({
      name: 'Coffer gateway',
      version: gatewayPackage.version,
      buildNumber: gatewayPackage.version,
    })
  })

  it("GET /v1/chains/{chainId}/about points at the chain's transaction service: this gateway", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/chains/31337/about' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      transactionServiceBaseUri: 'https://safe.example.com',
      name: 'Coffer gateway',
      version: gatewayPackage.version,
      buildNumber: gatewayPackage.version,
    })
  })

  it('answers 404 for an unknown chain and 422 for a non-numeric id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/chains/5/about' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    const bad = await t.app.inject({ method: 'GET', url: '/v1/chains/x/about' })
    expect(bad.statusCode).toBe(422)
  })
})
