import { type Devchain, getDevAccount } from '@coffer/devchain'
import {
  getAuthNonce,
  getChainConfig,
  getChainsConfig,
  getFiatCurrencies,
  getMasterCopies,
  verifyAuth,
} from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSiweMessage } from '../test/siwe.ts'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../test/startGatewayOnDevchain.ts'
import type { StartedGateway } from './startGateway.ts'

// The official client against a listening gateway indexing a real anvil: what the web app will do.
describe('startGateway, through the official Safe gateway SDK', () => {
  let devchain: Devchain
  let gateway: StartedGateway
  let started: GatewayOnDevchain | undefined

  beforeAll(async () => {
    started = await startGatewayOnDevchain('gateway-sdk')
    ;({ devchain, gateway } = started)
  })
  afterAll(async () => {
    await started?.close()
  })

  it('listens on a free port and is ready once the chain answers', async () => {
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(gateway.url).not.toMatch(/:(8080|8081|8545)$/)
    expect((await fetch(`${gateway.url}/health`)).status).toBe(200)
    const ready = await fetch(`${gateway.url}/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      ready: true,
      database: true,
      chains: [{ chainId: 31337, ok: true, error: null }],
    })
  })

  it('getChainsConfig / getChainConfig', async () => {
    const page = await getChainsConfig()
    // The SDK's Page type omits `count`; CGW (and we) send it.
    expect(page).toMatchObject({ count: 1, next: null, previous: null })
    expect(page.results[0]?.chainId).toBe('31337')
    const chain = await getChainConfig('31337')
    expect(chain).toMatchObject({
      chainName: 'Coffer Devchain',
      shortName: 'coffer',
      l2: true,
      isTestnet: true,
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: devchain.rpcUrl },
    })
    await expect(getChainConfig('1')).rejects.toThrow('CGW error - 404: An error occurred')
    await expect(getChainConfig('abc')).rejects.toThrow('CGW error - custom: Invalid base-10 numeric string')
  })

  it('getMasterCopies', async () => {
    expect(await getMasterCopies('31337')).toEqual([
      { address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', version: '1.4.1' },
      { address: '0x41675C099F32341bf84BFc5382aF534df5C7461a', version: '1.4.1' },
    ])
  })

  it('getFiatCurrencies', async () => {
    const codes = await getFiatCurrencies()
    expect(codes[0]).toBe('USD')
    expect(codes).toContain('EUR')
  })

  it('getAuthNonce + verifyAuth sign an EOA in; the cookie then opens /v1/auth/me', async () => {
    const account = getDevAccount(6)
    const { nonce } = await getAuthNonce()
    const message = buildSiweMessage({ address: account.address, nonce, origin: gateway.url })
    await expect(
      verifyAuth({ message, signature: await account.signMessage({ message }) }),
    ).resolves.not.toThrow()
    // Replaying the same message is refused: the nonce is single use.
    await expect(verifyAuth({ message, signature: await account.signMessage({ message }) })).rejects.toThrow(
      'CGW error - 401: Invalid nonce',
    )

    // Node's fetch keeps no cookie jar, so read the cookie from a second sign-in made by hand.
    const second = await getAuthNonce()
    const message2 = buildSiweMessage({ address: account.address, nonce: second.nonce, origin: gateway.url })
    const res = await fetch(`${gateway.url}/v1/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: message2,
        signature: await account.signMessage({ message: message2 }),
      }),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? ''
    const me = await fetch(`${gateway.url}/v1/auth/me`, { headers: { cookie } })
    expect(await me.json()).toEqual({
      id: account.address,
      authMethod: 'siwe',
      signerAddress: account.address,
      chainId: '31337',
    })
  })

  it('verifyAuth surfaces a wrong signer as a CGW 401', async () => {
    const { nonce } = await getAuthNonce()
    const message = buildSiweMessage({ address: getDevAccount(6).address, nonce, origin: gateway.url })
    await expect(
      verifyAuth({ message, signature: await getDevAccount(7).signMessage({ message }) }),
    ).rejects.toThrow('CGW error - 401: Invalid signature')
  })
})
