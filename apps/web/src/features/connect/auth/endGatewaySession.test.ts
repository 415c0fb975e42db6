import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { endGatewaySession } from './endGatewaySession.ts'

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
let logoutStatus = 200
const seen: { method: string; path: string }[] = []

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    seen.push({ method: request.method ?? '', path: request.url ?? '' })
    if (logoutStatus === 200) return sendJson(response, 200)
    sendJson(response, logoutStatus, { statusCode: logoutStatus, message: 'Internal server error' })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())

describe('endGatewaySession', () => {
  it('posts to /v1/auth/logout', async () => {
    logoutStatus = 200
    await endGatewaySession()
    expect(seen.at(-1)).toEqual({ method: 'POST', path: '/v1/auth/logout' })
  })

  it('throws when the gateway did not end the session, so nobody is told they signed out', async () => {
    logoutStatus = 500
    await expect(endGatewaySession()).rejects.toThrow()
  })
})
