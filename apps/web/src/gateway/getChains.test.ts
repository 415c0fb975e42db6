import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'
import { GatewayError } from './GatewayError.ts'
import { configureGateway } from './gatewayClient.ts'
import { getChains } from './getChains.ts'

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
let mode: 'ok' | 'down' | 'garbage' = 'ok'

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (mode === 'down') return sendJson(response, 503, { code: 503, message: 'Service unavailable' })
    if (mode === 'garbage') return sendJson(response, 200, { results: 'nope' })
    const offset = new URLSearchParams(url.searchParams.get('cursor') ?? '').get('offset')
    if (offset === null) {
      return sendJson(response, 200, {
        count: 3,
        // As behind a proxy: the gateway saw another host than the browser uses.
        next: `http://gateway.internal:8080/v1/chains?cursor=${encodeURIComponent('limit=2&offset=2')}`,
        previous: null,
        results: [buildChainInfo(), { chainId: 'bad', chainName: '' }],
      })
    }
    return sendJson(response, 200, {
      count: 3,
      next: null,
      previous: null,
      results: [buildChainInfo({ chainId: '1', chainName: 'Ethereum', shortName: 'eth' }), buildChainInfo()],
    })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())

describe('getChains', () => {
  it('follows next through our own origin, skips malformed chains and duplicates', async () => {
    mode = 'ok'
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const chains = await getChains()
    expect(chains.map((chain) => chain.shortName)).toEqual(['coffer', 'eth'])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })

  it('fails with a typed error the boot screen can show', async () => {
    mode = 'down'
    const down = await getChains().catch((error: unknown) => error)
    expect(down).toBeInstanceOf(GatewayError)
    expect(down).toMatchObject({ code: 'http', status: 503, message: 'CGW error - 503: Service unavailable' })

    mode = 'garbage'
    await expect(getChains()).rejects.toMatchObject({ name: 'GatewayError', code: 'invalid_response' })
  })
})
