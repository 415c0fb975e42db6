import { QueryClient } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { createGatewayAuthAdapter } from './createGatewayAuthAdapter.ts'
import { getSession, sessionQueryKey } from './getSession.ts'

const signer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
let verifyStatus = 200
const seen: { method: string; path: string; body: string }[] = []

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    seen.push({ method: request.method ?? '', path: request.url ?? '', body })
    if (request.url === '/v1/auth/nonce') return sendJson(response, 200, { nonce: 'a1b2c3d4e5f6g7h8' })
    if (request.url === '/v1/auth/verify') {
      return verifyStatus === 200
        ? sendJson(response, 200, undefined, { 'set-cookie': 'access_token=x; HttpOnly; Path=/' })
        : sendJson(response, 401, { statusCode: 401, message: 'Invalid signature', error: 'Unauthorized' })
    }
    if (request.url === '/v1/auth/logout') return sendJson(response, 200)
    if (request.url === '/v1/auth/me') {
      return request.headers.cookie?.includes('access_token')
        ? sendJson(response, 200, {
            id: '1',
            authMethod: 'siwe',
            signerAddress: signer.toLowerCase(),
            chainId: '31337',
          })
        : sendJson(response, 403, { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' })
    }
    sendJson(response, 404, { statusCode: 404, message: 'Cannot GET', error: 'Not Found' })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())

describe('createGatewayAuthAdapter', () => {
  const location = { host: 'coffer.example', origin: 'https://coffer.example' }

  it('gets a nonce, builds the message, verifies, and records the session', async () => {
    const queryClient = new QueryClient()
    const adapter = createGatewayAuthAdapter({ queryClient, location })
    const nonce = await adapter.getNonce()
    expect(nonce).toBe('a1b2c3d4e5f6g7h8')
    const message = await adapter.createMessage({ nonce, address: signer, chainId: 31337 })
    expect(message).toContain('coffer.example wants you to sign in')

    verifyStatus = 200
    expect(await adapter.verify({ message, signature: '0x1234' })).toBe(true)
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({ message, signature: '0x1234' })
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ signerAddress: signer, chainId: 31337 })

    await adapter.signOut()
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: '/v1/auth/logout' })
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull()
  })

  it('answers false when the gateway refuses the signature, so RainbowKit shows its verify error', async () => {
    const adapter = createGatewayAuthAdapter({ queryClient: new QueryClient(), location })
    verifyStatus = 401
    const message = await adapter.createMessage({
      nonce: 'a1b2c3d4e5f6g7h8',
      address: signer,
      chainId: 31337,
    })
    expect(await adapter.verify({ message, signature: '0xdead' })).toBe(false)
  })
})

describe('getSession', () => {
  it('is null without a session cookie', async () => {
    expect(await getSession()).toBeNull()
  })
})
