import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const addressEx = (value: string, name: string | null = null) => ({ value, name, logoUri: null })
// Noon today: both transactions fall on today whenever the test runs.
const now = new Date().setHours(12, 0, 0, 0)
const multisigId = `multisig_${safe}_0x${'ab'.repeat(32)}`

const incoming = {
  id: `transfer_${safe}_e${'01'.repeat(32)}0`,
  txHash: `0x${'01'.repeat(32)}`,
  timestamp: now - 60_000,
  txStatus: 'SUCCESS',
  executionInfo: null,
  safeAppInfo: null,
  txInfo: {
    type: 'Transfer',
    sender: addressEx(owner),
    recipient: addressEx(safe),
    direction: 'INCOMING',
    transferInfo: { type: 'NATIVE_COIN', value: '1000000000000000000' },
    humanDescription: null,
  },
}
const approve = {
  id: multisigId,
  txHash: `0x${'02'.repeat(32)}`,
  timestamp: now - 120_000,
  txStatus: 'FAILED',
  executionInfo: { type: 'MULTISIG', nonce: 4, confirmationsRequired: 1, confirmationsSubmitted: 1 },
  safeAppInfo: null,
  txInfo: {
    type: 'Custom',
    to: addressEx(token, 'Coffer Dev Token'),
    dataSize: '68',
    value: '0',
    methodName: 'approve',
    isCancellation: false,
    humanDescription: null,
  },
}
const item = (transaction: object) => ({ type: 'TRANSACTION', transaction, conflictType: 'None' })

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>
/** Transactions that arrive later, newest first, on top of the first page. */
let arrived: object[] = []

/** Stands in for the browser's EventSource (jsdom has none): the test pushes the gateway's events. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  closed = false
  private listeners: ((event: { data: string }) => void)[] = []
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  addEventListener(_type: string, listener: (event: { data: string }) => void) {
    this.listeners.push(listener)
  }
  close() {
    this.closed = true
  }
  push(data: object) {
    for (const listener of this.listeners) listener({ data: JSON.stringify(data) })
  }
}

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === `/v1/chains/31337/safes/${safe}/transactions/history`) {
      const second = url.searchParams.get('cursor') !== null
      expect(url.searchParams.get('timezone')).toBeTruthy()
      return sendJson(response, 200, {
        count: 2,
        // As behind a proxy: followed through our own origin. The day's label repeats on page two.
        next: second
          ? null
          : `http://gateway.internal${url.pathname}?timezone=UTC&cursor=${encodeURIComponent('limit=1&offset=1')}`,
        previous: null,
        results: second
          ? [{ type: 'DATE_LABEL', timestamp: approve.timestamp }, item(approve)]
          : [
              { type: 'DATE_LABEL', timestamp: incoming.timestamp },
              // Arrivals join the top of the first page.
              ...[...arrived, incoming].map(item),
            ],
      })
    }
    if (url.pathname === `/v1/chains/31337/transactions/${multisigId}`) {
      return sendJson(response, 200, {
        safeAddress: safe,
        txId: multisigId,
        executedAt: approve.timestamp,
        txStatus: 'FAILED',
        txInfo: approve.txInfo,
        txData: {
          hexData: '0x095ea7b3',
          dataDecoded: {
            method: 'approve',
            parameters: [
              { name: 'spender', type: 'address', value: owner },
              { name: 'value', type: 'uint256', value: '1000' },
            ],
          },
          to: addressEx(token, 'Coffer Dev Token'),
          value: '0',
          operation: 0,
          trustedDelegateCallTarget: null,
          addressInfoIndex: null,
        },
        detailedExecutionInfo: {
          type: 'MULTISIG',
          submittedAt: approve.timestamp - 1000,
          nonce: 4,
          safeTxGas: '0',
          baseGas: '0',
          gasPrice: '0',
          gasToken: '0x0000000000000000000000000000000000000000',
          refundReceiver: addressEx('0x0000000000000000000000000000000000000000'),
          safeTxHash: `0x${'ab'.repeat(32)}`,
          executor: addressEx(owner),
          signers: [addressEx(owner)],
          confirmationsRequired: 1,
          confirmations: [{ signer: addressEx(owner), signature: '0x', submittedAt: approve.timestamp }],
          rejectors: [],
          gasTokenInfo: null,
          trusted: true,
          proposer: addressEx(owner),
          proposedByDelegate: null,
        },
        txHash: approve.txHash,
        safeAppInfo: null,
        note: null,
      })
    }
    return sendJson(response, 404, {
      statusCode: 404,
      message: `Cannot GET ${url.pathname}`,
      error: 'Not Found',
    })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  arrived = []
  // Not vi.unstubAllGlobals(): that would also drop the ResizeObserver the test setup stubs.
  Reflect.deleteProperty(globalThis, 'EventSource')
})

describe('History', () => {
  it('lists every page under one label per day, expands a row to its details and links its page', async () => {
    const { router } = renderRoute(`/safe/coffer:${safe}/history`, { chains: [buildChainInfo()] })
    // Generous: the route's chunk and two pages load first, on a machine that may be busy.
    const list = await screen.findByRole('list', { name: 'Transaction history' }, { timeout: 10_000 })
    expect(await within(list).findByText('Received 1 ETH from 0x7099…79C8')).toBeTruthy()
    expect(await within(list).findByText('Contract interaction: approve')).toBeTruthy()
    expect(within(list).getAllByRole('heading', { name: 'Today' })).toHaveLength(1)
    expect(within(list).getByText('Failed')).toBeTruthy()
    expect(await screen.findByText('That is everything.')).toBeTruthy()

    const row = within(list).getByRole('button', { name: /Contract interaction: approve/ })
    expect(row.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(row)
    expect(row.getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByText('Confirmations (1 of 1)', {}, { timeout: 5_000 })).toBeTruthy()
    expect(screen.getByText('spender')).toBeTruthy()
    expect(screen.getByText('Coffer Dev Token')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: /Open transaction page/ }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/safe/coffer:${safe}/transactions/${multisigId}`),
    )
    expect(await screen.findByRole('heading', { name: 'Contract interaction: approve' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Back to history/ })).toBeTruthy()
  })

  it('puts a pushed transaction on top without reloading what is there', async () => {
    vi.stubGlobal('EventSource', FakeEventSource)
    FakeEventSource.instances = []
    renderRoute(`/safe/coffer:${safe}/history`, { chains: [buildChainInfo()] })
    const list = await screen.findByRole('list', { name: 'Transaction history' }, { timeout: 10_000 })
    expect(await within(list).findByText('Contract interaction: approve')).toBeTruthy()
    const source = FakeEventSource.instances.at(-1)
    expect(source?.url).toBe(`${fixture.url}/v1/chains/31337/safes/${safe}/events`)
    source?.onopen?.()
    expect(await screen.findByTestId('safe-live-status')).toHaveProperty('dataset.status', 'live')

    arrived = [
      {
        ...incoming,
        id: `transfer_${safe}_e${'03'.repeat(32)}0`,
        timestamp: incoming.timestamp + 1000,
        txInfo: {
          ...incoming.txInfo,
          transferInfo: {
            type: 'ERC20',
            tokenAddress: token,
            value: '5',
            tokenSymbol: 'CDT',
            decimals: 0,
            imitation: true,
          },
        },
      },
    ]
    source?.push({ chainId: '31337', safeAddress: safe, kinds: ['history'] })
    const rows = async () =>
      (await within(list).findAllByTestId('history-row')).map((row) => row.textContent?.split(/\d\d:\d\d/)[0])
    await waitFor(async () =>
      expect(await rows()).toEqual([
        'Received 5 CDT from 0x7099…79C8',
        'Received 1 ETH from 0x7099…79C8',
        'Contract interaction: approve',
      ]),
    )
    expect(within(list).getAllByRole('heading', { name: 'Today' })).toHaveLength(1)
    expect(within(list).getByText('Look-alike')).toBeTruthy()
  })

  it('says so when the gateway does not know a transaction', async () => {
    renderRoute(`/safe/coffer:${safe}/transactions/multisig_${safe}_0x${'cd'.repeat(32)}`, {
      chains: [buildChainInfo()],
    })
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'The gateway does not know this transaction.',
    )
  })

  it("does not show another Safe's transaction under this Safe", async () => {
    renderRoute(`/safe/coffer:${owner}/transactions/${multisigId}`, { chains: [buildChainInfo()] })
    expect((await screen.findByRole('alert', {}, { timeout: 5_000 })).textContent).toBe(
      'The gateway does not know this transaction.',
    )
    expect(screen.queryByText('Confirmations (1 of 1)')).toBeNull()
  })
})
