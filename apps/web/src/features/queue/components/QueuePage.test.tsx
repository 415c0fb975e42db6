import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { closeSafeTxReview, getSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { queuedSummary, queueOwners, queueSafe, transactionItem } from '../model/queueTestItems.ts'

const [alice, bob] = queueOwners
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const first = queuedSummary(1, 'aa')
const rejection = queuedSummary(1, 'bb', { cancellation: true })
const later = queuedSummary(2, 'cc', { submitted: 2 })
let queue: object[][] = []

function details(summary: ReturnType<typeof queuedSummary>) {
  const hash = summary.id.split('_')[2]
  const signers = summary.executionInfo.confirmationsSubmitted >= 2 ? [alice, bob] : [alice]
  return {
    safeAddress: queueSafe,
    txId: summary.id,
    executedAt: null,
    txStatus: summary.txStatus,
    txInfo: summary.txInfo,
    txData: null,
    detailedExecutionInfo: {
      type: 'MULTISIG',
      submittedAt: summary.timestamp,
      nonce: summary.executionInfo.nonce,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: '0x0000000000000000000000000000000000000000',
      refundReceiver: addressEx('0x0000000000000000000000000000000000000000'),
      safeTxHash: hash,
      executor: null,
      signers: queueOwners.map(addressEx),
      confirmationsRequired: 2,
      confirmations: signers.map((signer) => ({
        signer: addressEx(signer),
        signature: `0x${'00'.repeat(65)}`,
        submittedAt: summary.timestamp,
      })),
      rejectors: [],
      proposer: addressEx(alice),
    },
    txHash: null,
    safeAppInfo: null,
    note: null,
  }
}

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === `/v1/chains/31337/safes/${queueSafe}/transactions/queued`) {
      const second = url.searchParams.get('cursor') !== null
      return sendJson(response, 200, {
        count: 0,
        next:
          second || queue.length < 2
            ? null
            : `http://gateway.internal${url.pathname}?cursor=limit%3D2%26offset%3D2`,
        previous: null,
        results: (second ? queue[1] : queue[0]) ?? [],
      })
    }
    if (url.pathname === `/v1/chains/31337/safes/${queueSafe}`) {
      return sendJson(response, 200, {
        address: addressEx(queueSafe),
        chainId: '31337',
        nonce: 1,
        threshold: 2,
        owners: queueOwners.map(addressEx),
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        collectiblesTag: null,
        txQueuedTag: null,
        txHistoryTag: null,
        messagesTag: null,
        modules: null,
        fallbackHandler: null,
        guard: null,
        version: '1.4.1',
      })
    }
    for (const summary of [first, rejection, later]) {
      if (url.pathname === `/v1/chains/31337/transactions/${summary.id}`)
        return sendJson(response, 200, details(summary))
    }
    return sendJson(response, 404, { statusCode: 404, message: `Cannot GET ${url.pathname}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false })
  closeSafeTxReview()
})

describe('Queue', () => {
  it('says so when nothing waits', async () => {
    queue = [[]]
    renderRoute(`/safe/coffer:${queueSafe}/queue`, { chains: [buildChainInfo()] })
    expect(await screen.findByText('No queued transactions', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('groups every page by nonce, shows conflicts, progress and signers, and what the owner can do', async () => {
    queue = [
      [
        { type: 'LABEL', label: 'Next' },
        { type: 'CONFLICT_HEADER', nonce: 1 },
        transactionItem(first, 'HasNext'),
        transactionItem(rejection, 'End'),
      ],
      // The next page repeats the edge transaction (gateway-contract §6.7).
      [transactionItem(rejection, 'End'), { type: 'LABEL', label: 'Queued' }, transactionItem(later)],
    ]
    publishWalletSnapshot({ address: bob, chainId: 31337, signedIn: false })
    renderRoute(`/safe/coffer:${queueSafe}/queue`, { chains: [buildChainInfo()] })

    const next = await screen.findByRole('region', { name: 'Transactions with nonce 1' }, { timeout: 10_000 })
    expect(within(next).getByText('Next')).toBeTruthy()
    expect(
      within(next).getByText('These transactions conflict: only one of them can be executed.'),
    ).toBeTruthy()
    expect(within(next).getAllByTestId('queue-row')).toHaveLength(2)
    const queued = screen.getByRole('region', { name: 'Transactions with nonce 2' })
    expect(within(queued).getByText('Queued')).toBeTruthy()
    expect(within(queued).getAllByTestId('queue-row')).toHaveLength(1)
    expect(within(queued).getByText('2 of 2 confirmations')).toBeTruthy()
    // Bob signed nonce 2 (not nonce 1): the row says so once who signed is known.
    expect(await within(queued).findByText('You signed', {}, { timeout: 10_000 })).toBeTruthy()

    // Bob has not signed the first one: he can confirm it; nonce 1 already has a rejection.
    const [firstRow] = within(next).getAllByTestId('queue-row')
    if (!firstRow) throw new Error('no row')
    expect(within(firstRow).getByText('1 of 2 confirmations')).toBeTruthy()
    expect(within(firstRow).queryByText('You signed')).toBeNull()
    const confirm = await within(firstRow).findByRole('button', { name: 'Confirm' })
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false))
    expect(within(firstRow).queryByRole('button', { name: 'Reject' })).toBeNull()
    expect(within(firstRow).queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(within(firstRow).getByRole('link', { name: 'Replace' }).getAttribute('href')).toBe(
      `/safe/coffer:${queueSafe}/new?nonce=1`,
    )
    // Nonce 2 is fully signed but not first in line.
    expect(within(queued).queryByRole('button', { name: 'Execute' })).toBeNull()

    fireEvent.click(within(firstRow).getByRole('button', { name: /Show who signed/ }))
    expect(await within(firstRow).findByText('Signed by')).toBeTruthy()
    expect(within(firstRow).getByText(alice)).toBeTruthy()

    fireEvent.click(confirm)
    expect(getSafeTxReview()).toMatchObject({
      kind: 'stored',
      safe: queueSafe,
      safeTxHash: `0x${'aa'.repeat(32)}`,
      action: 'confirm',
    })
    closeSafeTxReview()
    // The Queue link shows how many wait (the test window is narrow: the links are behind the Safe menu).
    fireEvent.click(screen.getByRole('button', { name: 'Safe menu' }))
    const pages = screen.getByRole('navigation', { name: 'Safe pages' })
    expect(within(pages).getByRole('link', { name: /Queue/ }).textContent).toContain('3')
  })
})
