import { screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../gateway/gatewayClient.ts'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { renderRoute } from '../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'
import { publishWalletSnapshot } from '../wallet/walletState.ts'

const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const treasury = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const payroll = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const overview = (address: string, fiatTotal: string, queued: number) => ({
  address: addressEx(address),
  chainId: '31337',
  threshold: 2,
  owners: [addressEx(owner), addressEx(treasury), addressEx(payroll)],
  fiatTotal,
  queued,
  awaitingConfirmation: null,
})

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture')
    if (url.pathname === `/v1/owners/${owner}/safes`)
      return sendJson(response, 200, { '31337': [treasury, payroll] })
    // The chain's node: the payroll Safe holds 1.5 ETH (what the list shows when a total has no price).
    if (request.method === 'POST' && url.pathname === '/rpc') {
      // viem batches: an array of calls, answered in kind.
      const calls: unknown = JSON.parse(body)
      const answer = (call: unknown) => ({
        jsonrpc: '2.0',
        id: typeof call === 'object' && call !== null && 'id' in call ? call.id : null,
        result: '0x14d1120d7b160000',
      })
      return sendJson(response, 200, Array.isArray(calls) ? calls.map(answer) : answer(calls))
    }
    if (url.pathname === '/v1/safes')
      return sendJson(response, 200, [overview(treasury, '12345.6', 2), overview(payroll, '0', 0)])
    sendJson(response, 404, { code: 404, message: 'Not found' })
  })
  configureGateway(fixture.url)
})
afterAll(() => fixture.close())
afterEach(() => publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false }))

describe('the landing page', () => {
  it('lists the connected owner’s Safes with their value and what waits in each queue', async () => {
    publishWalletSnapshot({ address: owner, chainId: 31337, signedIn: false })
    renderRoute('/', {
      chains: [
        buildChainInfo({ rpcUri: { authentication: 'NO_AUTHENTICATION', value: `${fixture.url}/rpc` } }),
      ],
    })
    const list = await screen.findByRole('list', { name: 'Your Safes' }, { timeout: 10_000 })
    const figures = async () =>
      (await within(list).findAllByTestId('safe-list-figures')).map((row) => row.textContent)
    await expect.poll(figures, { timeout: 5_000 }).toEqual(['2 pending$12.3K', '0 pending1.5 ETH'])
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe(`/safe/coffer:${treasury}`)
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/safes')
  })

  it('shows no list before a wallet is connected', async () => {
    renderRoute('/')
    await screen.findByRole('heading', { name: 'Open a Safe' }, { timeout: 10_000 })
    expect(screen.queryByRole('list', { name: 'Your Safes' })).toBeNull()
  })
})
