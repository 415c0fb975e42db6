import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'
import { configureGateway, gatewayGet, gatewaySend, toQueryString } from './gatewayClient.ts'

type Seen = {
  method: string | undefined
  url: string | undefined
  contentType: string | undefined
  body: string
}
let seen: Seen[] = []
let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    seen.push({
      method: request.method,
      url: request.url,
      contentType: request.headers['content-type'],
      body: String(body),
    })
    if (request.url?.startsWith('/v1/missing'))
      return sendJson(response, 404, { code: 404, message: 'No Safe' })
    return sendJson(response, 200, { ok: true })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())

describe('gateway client', () => {
  it('GETs without a Content-Type, so a gateway on another origin needs no preflight', async () => {
    seen = []
    expect(await gatewayGet('/v1/chains')).toEqual({ ok: true })
    expect(seen).toEqual([{ method: 'GET', url: '/v1/chains', contentType: undefined, body: '' }])
  })

  it('sends a JSON body with its Content-Type', async () => {
    seen = []
    await gatewaySend('DELETE', '/v1/chains/1/transactions/0xab', { signature: '0x01' })
    expect(seen).toEqual([
      {
        method: 'DELETE',
        url: '/v1/chains/1/transactions/0xab',
        contentType: 'application/json',
        body: '{"signature":"0x01"}',
      },
    ])
  })

  it('follows a page link through its own origin, whatever host the gateway saw', async () => {
    seen = []
    await gatewayGet('http://gateway.internal:8080/v1/chains?cursor=abc')
    expect(seen.map((request) => request.url)).toEqual(['/v1/chains?cursor=abc'])
  })

  it('turns an error answer into a GatewayError with its status and message', async () => {
    await expect(gatewayGet('/v1/missing')).rejects.toMatchObject({
      name: 'GatewayError',
      code: 'http',
      status: 404,
      message: 'CGW error - 404: No Safe',
    })
  })

  it('writes a query from the values that are set, in order', () => {
    expect(
      toQueryString({ currency: 'usd', trusted: false, wallet_address: undefined, safes: '1:0xa,1:0xb' }),
    ).toBe('?currency=usd&trusted=false&safes=1%3A0xa%2C1%3A0xb')
    expect(toQueryString({ timezone: undefined })).toBe('')
  })
})
