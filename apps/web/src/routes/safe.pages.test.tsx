import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../gateway/gatewayClient.ts'
import { buildChainInfo } from '../testing/buildChainInfo.ts'
import { renderRoute } from '../testing/renderRoute.tsx'

// Real HTTP to a fixture on a shared machine: allow more than findBy's default second.
const slow = { timeout: 8_000 }

import { sendJson, startGatewayFixture } from '../testing/startGatewayFixture.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const owners = [
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
]
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const dust = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const handler = '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'
const nftContract = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const chains = [buildChainInfo()]
const base = `/v1/chains/31337/safes/${safe}`

const addressEx = (value: string, name: string | null = null) => ({ value, name, logoUri: null })
const tokenInfo = (address: string, symbol: string, name: string) => ({
  type: 'ERC20',
  address,
  decimals: 18,
  symbol,
  name,
  logoUri: '',
})

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
// 'unknown': the gateway has not indexed the Safe and its balance reader is down.
let mode: 'ok' | 'unknown' = 'ok'

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const path = url.pathname.replace(/\/$/, '')
    if (mode === 'unknown' && path === base)
      return sendJson(response, 404, { code: 404, message: 'An error occurred' })
    if (mode === 'unknown' && path.startsWith(`${base}/balances`)) {
      return sendJson(response, 503, { code: 503, message: 'Service unavailable' })
    }
    if (path === base) {
      return sendJson(response, 200, {
        address: addressEx(safe),
        chainId: '31337',
        nonce: 7,
        threshold: 2,
        owners: owners.map((owner) => addressEx(owner)),
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', 'Safe 1.3.0'),
        implementationVersionState: 'OUTDATED',
        collectiblesTag: null,
        txQueuedTag: null,
        txHistoryTag: '1700000000',
        messagesTag: null,
        modules: null,
        fallbackHandler: addressEx(handler, 'CompatibilityFallbackHandler'),
        guard: null,
        version: '1.3.0',
      })
    }
    if (path === `${base}/balances/usd`) {
      return sendJson(response, 200, {
        fiatTotal: '0',
        items: [
          {
            tokenInfo: {
              ...tokenInfo('0x0000000000000000000000000000000000000000', 'ETH', 'Ether'),
              type: 'NATIVE_TOKEN',
            },
            balance: '10000000000000000000',
            fiatBalance: '0',
            fiatConversion: '0',
          },
          {
            tokenInfo: tokenInfo(token, 'CDT', 'Coffer Dev Token'),
            balance: '1500000000000000000000',
            fiatBalance: '0',
            fiatConversion: '0',
          },
          {
            tokenInfo: tokenInfo(dust, 'ZRO', 'Zero Token'),
            balance: '0',
            fiatBalance: '0',
            fiatConversion: '0',
          },
        ],
      })
    }
    if (path === '/v1/balances/supported-fiat-codes') return sendJson(response, 200, ['USD', 'EUR'])
    if (path === '/v1/safes') {
      return sendJson(response, 200, [
        {
          address: addressEx(safe),
          chainId: '31337',
          threshold: 2,
          owners: owners.map((owner) => addressEx(owner)),
          fiatTotal: '0',
          queued: 2,
          awaitingConfirmation: null,
        },
      ])
    }
    if (path === '/v1/chains/31337/about/indexing') {
      return sendJson(response, 200, {
        lastSync: 0,
        synced: false,
        currentBlockNumber: 200,
        erc20BlockNumber: 50,
        masterCopiesBlockNumber: 60,
      })
    }
    if (path === `/v2/chains/31337/safes/${safe}/collectibles`) {
      const second = url.searchParams.get('cursor') !== null
      const nft = (id: string, name: string | null) => ({
        address: nftContract,
        tokenName: 'Coffer NFT',
        tokenSymbol: 'CNFT',
        logoUri: '',
        id,
        uri: null,
        name,
        description: null,
        imageUri: null,
        metadata: null,
      })
      return sendJson(response, 200, {
        count: 2,
        // As behind a proxy: the next link names a host the browser cannot reach.
        next: second
          ? null
          : `http://gateway.internal/v2/chains/31337/safes/${safe}/collectibles?cursor=${encodeURIComponent('limit=1&offset=1')}`,
        previous: null,
        results: second ? [nft('2', null)] : [nft('1', 'First mug')],
      })
    }
    return sendJson(response, 404, { statusCode: 404, message: `Cannot GET ${path}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  mode = 'ok'
})

describe('Safe pages', () => {
  it('dashboard: prices off, pending count, threshold, version state and indexing progress', async () => {
    renderRoute(`/safe/coffer:${safe}`, { chains })
    expect(await screen.findByText('Prices are off', {}, slow)).toBeTruthy()
    expect((await screen.findByTestId('safe-pending-count', {}, slow)).textContent).toBe('2')
    expect((await screen.findByTestId('safe-threshold', {}, slow)).textContent).toBe('2 of 3')
    expect(await screen.findByText('Update available', {}, slow)).toBeTruthy()
    const progress = await screen.findByRole('progressbar', { name: 'Indexing progress' }, slow)
    expect(progress.getAttribute('aria-valuenow')).toBe('25')
    expect(screen.getByText('Coffer Dev Token')).toBeTruthy()
    expect(screen.getByText(/1,500 CDT/)).toBeTruthy()
    // The header keeps what the browser tests rely on.
    expect(screen.getByRole('heading', { name: 'Safe', level: 1 })).toBeTruthy()
    expect(screen.getByTestId('safe-balance')).toBeTruthy()
  })

  it("dashboard: holds the header's actions in place, out of reach, until the chain says it is a Safe", async () => {
    // The chain's RPC is the fixture, which answers no JSON-RPC: the read stays pending through a retry.
    const rpcUri = { authentication: 'NO_AUTHENTICATION', value: `${fixture.url}/rpc` }
    renderRoute(`/safe/coffer:${safe}`, { chains: [buildChainInfo({ rpcUri, publicRpcUri: rpcUri })] })
    await screen.findByRole('heading', { name: 'Safe', level: 1 }, slow)
    const held = screen.getByText('Add funds').closest('[inert]')
    expect(held?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Add funds' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'New transaction' })).toBeNull()
  })

  it('assets: hides a token, shows hidden ones on request, hides zero balances', async () => {
    renderRoute(`/safe/coffer:${safe}/assets`, { chains })
    const table = await screen.findByRole('table', {}, slow)
    await within(table).findByText('Coffer Dev Token')
    expect(screen.getByText('Prices are off: this gateway has no price source.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Hide CDT' }))
    await waitFor(() => expect(within(table).queryByText('Coffer Dev Token')).toBeNull())
    fireEvent.click(screen.getByRole('switch', { name: 'Show hidden (1)' }))
    expect(await within(table).findByText('Coffer Dev Token')).toBeTruthy()
    expect(within(table).getByText('Hidden')).toBeTruthy()

    expect(within(table).getByText('Zero Token')).toBeTruthy()
    fireEvent.click(screen.getByRole('switch', { name: 'Hide zero balances' }))
    await waitFor(() => expect(within(table).queryByText('Zero Token')).toBeNull())
  })

  it('NFTs: a grid with fallback tiles, following the next page through our own origin', async () => {
    renderRoute(`/safe/coffer:${safe}/nfts`, { chains })
    expect(await screen.findByText('First mug', {}, slow)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'First mug, no image' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Coffer NFT #2', {}, slow)).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull())
  })

  it('address book names owners on the settings page', async () => {
    const { router } = renderRoute(`/safe/coffer:${safe}/address-book`, { chains })
    fireEvent.click(await screen.findByRole('button', { name: /Add entry/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Add an entry' })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Alice' } })
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '0x1234' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This is not a valid address')
    fireEvent.change(within(dialog).getByLabelText('Address'), {
      target: { value: owners[0]?.toLowerCase() },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(screen.getByRole('list', { name: 'Address book' })).getByText('Alice')).toBeTruthy()

    await router.navigate({ to: '/safe/$safeId/settings', params: { safeId: `coffer:${safe}` } })
    expect(await screen.findByText('Owners (3)')).toBeTruthy()
    expect(screen.getByText('Alice')).toBeTruthy()
    expect(screen.getByText('CompatibilityFallbackHandler')).toBeTruthy()
    expect(screen.getByText('No modules are enabled.')).toBeTruthy()
    expect(screen.getByText('No guard is set.')).toBeTruthy()
    expect(screen.getByTestId('settings-nonce').textContent).toBe('7')
  })

  it('says in words what went wrong when the gateway cannot answer', async () => {
    mode = 'unknown'
    renderRoute(`/safe/coffer:${safe}`, { chains })
    const notIndexed = await screen.findAllByText(
      /The gateway does not know this Safe on Coffer Devchain yet/,
      {},
      slow,
    )
    expect(notIndexed.length).toBe(2)
    const down = await screen.findAllByText(
      'The gateway could not answer: 503: Service unavailable',
      {},
      slow,
    )
    expect(down.length).toBeGreaterThan(0)
  })

  it('keeps the sub-page when redirecting to the canonical Safe URL', async () => {
    const { router } = renderRoute(`/safe/COFFER:${safe.toLowerCase()}/assets`, { chains })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/safe/coffer:${safe}/assets`))
  })
})
