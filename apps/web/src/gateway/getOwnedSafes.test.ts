import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'
import { configureGateway } from './gatewayClient.ts'
import { getOwnedSafes } from './getOwnedSafes.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safeA = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const safeB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const chains = [buildChainInfo(), buildChainInfo({ chainId: '1', chainName: 'Ethereum', shortName: 'eth' })]

let mode: 'all' | 'per-chain' = 'all'
let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === `/v1/owners/${owner}/safes`) {
      if (mode === 'per-chain') return sendJson(response, 404, { statusCode: 404, message: 'Cannot GET' })
      // A chain this app does not serve is ignored; a failed chain is reported.
      return sendJson(response, 200, { '31337': [safeA.toLowerCase()], '1': null, '5': [safeB] })
    }
    if (path === `/v1/chains/31337/owners/${owner}/safes`) return sendJson(response, 200, { safes: [safeA] })
    if (path === `/v1/chains/1/owners/${owner}/safes`)
      return sendJson(response, 503, { code: 503, message: 'down' })
    return sendJson(response, 404, { statusCode: 404, message: 'Cannot GET' })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())

describe('getOwnedSafes', () => {
  it('reads every chain at once when the gateway serves /v1/owners/{a}/safes', async () => {
    mode = 'all'
    expect(await getOwnedSafes({ owner, chains })).toEqual({
      safes: [{ chainId: '31337', address: safeA }],
      failedChainIds: ['1'],
    })
  })

  it('falls back to one request per chain (the public CGW removed the all-chains route)', async () => {
    mode = 'per-chain'
    expect(await getOwnedSafes({ owner, chains })).toEqual({
      safes: [{ chainId: '31337', address: safeA }],
      failedChainIds: ['1'],
    })
  })
})
