import { getSafeTxTypedData, hashSafeTx, recoverSafeSignatureOwner, splitSafeSignatures } from '@coffer/safe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type Hex, recoverAddress, UserRejectedRequestError } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../gateway/gatewayClient.ts'
import { buildChainInfo } from '../../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../../testing/startGatewayFixture.ts'
import { AppearanceProvider } from '../../theme/AppearanceProvider.tsx'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import {
  ownerKeys,
  recipient,
  testChainId,
  testDetailsJson,
  testSafe,
  testSafeTx,
  testSafeTxHash,
} from '../model/testSafeTx.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { SafeTxReviewContent } from './SafeTxReviewContent.tsx'

const [alice, bob] = ownerKeys.map((key) => privateKeyToAccount(key))
if (!alice || !bob) throw new Error('test accounts')
const bothOwners = [alice, bob]
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const chain = buildChainInfo()

/** What the fixture gateway answers and what it received. */
let detailsBody: object = testDetailsJson()
let deleted = false
let proposeFailures = 0
let relayRemaining = 5
const received: { path: string; body: string }[] = []
const walletRequests: string[] = []

/** A real local account behind the dialog's wallet interface: its signatures recover like a wallet's. */
function localWallet(account: PrivateKeyAccount): ReviewWallet {
  const notInThisTest = () => Promise.reject(new Error('not used in this test'))
  return {
    address: account.address,
    chainId: testChainId,
    status: 'connected',
    connect: undefined,
    switchChain: notInThisTest,
    signSafeTx: (typedData) => {
      walletRequests.push('signSafeTx')
      return account.signTypedData(typedData)
    },
    signHash: (hash) => {
      walletRequests.push('signHash')
      return account.signMessage({ message: { raw: hash } })
    },
    signDeleteRequest: (typedData) => {
      walletRequests.push('signDeleteRequest')
      return account.signTypedData(typedData)
    },
    estimateExecution: notInThisTest,
    execute: notInThisTest,
    waitForReceipt: notInThisTest,
  }
}

function renderReview(request: SafeTxReviewRequest, wallet: ReviewWallet) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let closed = false
  render(
    <QueryClientProvider client={queryClient}>
      <AppearanceProvider>
        <SafeTxReviewContent
          request={request}
          wallet={wallet}
          onClose={() => {
            closed = true
          }}
        />
      </AppearanceProvider>
    </QueryClientProvider>,
  )
  return { isClosed: () => closed }
}

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    received.push({ path: `${request.method} ${url.pathname}`, body })
    const safeBase = `/v1/chains/31337/safes/${testSafe}`
    if (url.pathname === safeBase)
      return sendJson(response, 200, {
        address: addressEx(testSafe),
        chainId: '31337',
        nonce: 3,
        threshold: 2,
        owners: [addressEx(alice.address), addressEx(bob.address)],
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        version: '1.4.1',
      })
    if (url.pathname === `/v1/chains/31337/transactions/multisig_${testSafe}_${testSafeTxHash}`)
      return deleted
        ? sendJson(response, 404, { code: 404, message: 'No transaction' })
        : sendJson(response, 200, detailsBody)
    if (request.method === 'DELETE' && url.pathname === `/v1/chains/31337/transactions/${testSafeTxHash}`) {
      deleted = true
      response.writeHead(204).end()
      return
    }
    if (url.pathname === `/v1/chains/31337/transactions/${testSafeTxHash}/confirmations`)
      return sendJson(response, 200, detailsBody)
    if (url.pathname === `${safeBase}/nonces`)
      return sendJson(response, 200, { currentNonce: 3, recommendedNonce: 3 })
    if (url.pathname === `/v1/chains/31337/transactions/${testSafe}/preview`)
      return sendJson(response, 200, {
        txInfo: testDetailsJson().txInfo,
        txData: testDetailsJson().txData,
      })
    if (url.pathname === `${safeBase}/simulations`)
      return sendJson(response, 200, {
        success: true,
        gasUsed: '21000',
        returnData: '0x',
        revertReason: null,
      })
    if (url.pathname === `/v1/chains/31337/relay/${testSafe}`)
      return sendJson(response, 200, { remaining: relayRemaining, limit: 5 })
    if (url.pathname === '/v1/chains/31337/relay' && request.method === 'POST') {
      relayRemaining--
      return sendJson(response, 201, { taskId: 'task-1' })
    }
    if (url.pathname === '/v1/chains/31337/relay/status/task-1')
      return sendJson(response, 200, { status: 200, receipt: { transactionHash: `0x${'ab'.repeat(32)}` } })
    if (url.pathname === `/v1/chains/31337/transactions/${testSafe}/propose`) {
      if (proposeFailures > 0) {
        proposeFailures--
        return sendJson(response, 503, { code: 503, message: 'Service unavailable' })
      }
      return sendJson(response, 200, detailsBody)
    }
    return sendJson(response, 404, { statusCode: 404, message: `Cannot ${request.method} ${url.pathname}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  detailsBody = testDetailsJson()
  deleted = false
  relayRemaining = 5
  received.length = 0
  walletRequests.length = 0
  sessionStorage.clear()
})

const stored = (action: 'confirm' | 'execute' | 'delete'): SafeTxReviewRequest => ({
  kind: 'stored',
  chain,
  safe: testSafe,
  safeTxHash: testSafeTxHash,
  action,
})

describe('SafeTxReviewContent', () => {
  it('refuses to sign a stored transaction whose fields do not hash to its safeTxHash', async () => {
    // The gateway shows 2 ETH but the hash is of 1 ETH.
    detailsBody = testDetailsJson({ value: '2000000000000000000' })
    renderReview(stored('confirm'), localWallet(bob))
    const refusal = await screen.findByTestId('hash-refusal', {}, { timeout: 10_000 })
    expect(refusal.textContent).toContain(
      'The gateway sent a transaction that does not match its hash. Coffer will not sign it.',
    )
    expect(refusal.textContent).toContain(testSafeTxHash)
    expect(screen.queryByRole('button', { name: 'Sign and confirm' })).toBeNull()
    expect(walletRequests).toEqual([])
    expect(received.some((request) => request.path.startsWith('POST'))).toBe(false)
  })

  it('confirms a matching one with an EIP-712 signature that recovers to the owner', async () => {
    renderReview(stored('confirm'), localWallet(bob))
    const signButton = await screen.findByRole('button', { name: 'Sign and confirm' }, { timeout: 10_000 })
    const description = /Check what you sign/
    expect(screen.getByText(description)).toBeTruthy()
    // What is being confirmed, in words, above its details, which show the recipient whole.
    expect(screen.getByTestId('stored-tx-title').textContent).toBe('Send 1 ETH to 0x7099…79C8')
    expect(screen.getAllByText(recipient).length).toBeGreaterThan(0)
    fireEvent.click(signButton)
    expect(await screen.findByText('Confirmation added', {}, { timeout: 10_000 })).toBeTruthy()
    // The success screen does not keep the review's subtitle about checking what is signed.
    expect(screen.queryByText(description)).toBeNull()
    expect(screen.getByRole('dialog').getAttribute('aria-describedby')).toBeNull()
    const post = received.find((request) => request.path.endsWith('/confirmations'))
    const signature: Hex = JSON.parse(post?.body ?? '{}').signature
    expect(await recoverAddress({ hash: testSafeTxHash, signature })).toBe(bob.address)
  })

  it('says a deleted transaction is deleted, although the gateway no longer knows it', async () => {
    detailsBody = testDetailsJson({ proposer: alice.address })
    renderReview(stored('delete'), localWallet(alice))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign and delete' }, { timeout: 10_000 }))
    expect(await screen.findByText('Transaction deleted', {}, { timeout: 10_000 })).toBeTruthy()
    expect(walletRequests).toEqual(['signDeleteRequest'])
    expect(deleted).toBe(true)
    // The queue was refetched after the delete and the transaction is gone: still no error shown.
    await waitFor(() =>
      expect(
        received.filter((r) => r.path.startsWith('GET') && r.path.includes('multisig_')).length,
      ).toBeGreaterThan(1),
    )
    expect(screen.queryByText('This transaction is no longer in the queue.')).toBeNull()
  })

  it('keeps a signature the gateway did not take and re-sends it without asking the wallet again', async () => {
    proposeFailures = 1
    let openedQueue = false
    renderReview(
      {
        kind: 'new',
        chain,
        safe: testSafe,
        draft: { to: recipient, value: testSafeTx.value, data: '0x', operation: 0 },
        title: 'Send 1 ETH',
        onOpenQueue: () => {
          openedQueue = true
        },
      },
      localWallet(alice),
    )
    expect(await screen.findByText('This transaction will succeed.', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByTestId('hash-safe_tx').textContent).toContain(testSafeTxHash)
    fireEvent.click(screen.getByRole('button', { name: 'Sign and propose' }))
    expect(await screen.findByText(/Your signature is kept/, {}, { timeout: 10_000 })).toBeTruthy()
    expect(sessionStorage.length).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Transaction proposed', {}, { timeout: 10_000 })).toBeTruthy()
    expect(walletRequests).toEqual(['signSafeTx'])
    const proposals = received.filter((request) => request.path.endsWith('/propose'))
    expect(proposals).toHaveLength(2)
    const body = JSON.parse(proposals[1]?.body ?? '{}')
    expect(body).toMatchObject({
      safeTxHash: testSafeTxHash,
      sender: alice.address,
      nonce: '3',
      value: '1000000000000000000',
    })
    expect(await recoverAddress({ hash: testSafeTxHash, signature: body.signature })).toBe(alice.address)
    expect(sessionStorage.length).toBe(0)
    // A real link (a new tab on middle click); a plain click navigates in the app.
    const queueLink = screen.getByRole('link', { name: 'View it in the queue' })
    expect(queueLink.getAttribute('href')).toBe(`/safe/coffer:${testSafe}/queue`)
    fireEvent.click(queueLink, { ctrlKey: true })
    expect(openedQueue).toBe(false)
    fireEvent.click(queueLink)
    expect(openedQueue).toBe(true)
  })

  it("signs a Safe App's request with its safeTxGas, says who asked, proposes with its origin and reports the hash", async () => {
    const origin = JSON.stringify({ name: 'Transaction Builder', url: 'http://127.0.0.1:8081/tx-builder' })
    const submitted: Hex[] = []
    const expectedHash = hashSafeTx({
      chainId: testChainId,
      safe: testSafe,
      tx: { ...testSafeTx, safeTxGas: 50_000n },
      version: '1.4.1',
    })
    renderReview(
      {
        kind: 'new',
        chain,
        safe: testSafe,
        draft: { to: recipient, value: testSafeTx.value, data: '0x', operation: 0 },
        title: 'Transaction from Transaction Builder',
        safeTxGas: 50_000n,
        origin,
        details: [{ label: 'Requested by', value: 'Transaction Builder (http://127.0.0.1:8081)' }],
        onSubmitted: ({ safeTxHash }) => submitted.push(safeTxHash),
      },
      localWallet(alice),
    )
    expect(await screen.findByText('This transaction will succeed.', {}, { timeout: 10_000 })).toBeTruthy()
    expect(screen.getByTestId('review-details').textContent).toBe(
      'Requested byTransaction Builder (http://127.0.0.1:8081)',
    )
    expect(screen.getByText('50000')).toBeTruthy()
    expect(screen.getByTestId('hash-safe_tx').textContent).toContain(expectedHash)
    fireEvent.click(screen.getByRole('button', { name: 'Sign and propose' }))
    expect(await screen.findByText('Transaction proposed', {}, { timeout: 10_000 })).toBeTruthy()
    const body = JSON.parse(received.find((request) => request.path.endsWith('/propose'))?.body ?? '{}')
    expect(body).toMatchObject({ safeTxHash: expectedHash, safeTxGas: '50000', origin })
    expect(submitted).toEqual([expectedHash])
  })

  it('explains a rejection: the Safe calls itself to use up the nonce', async () => {
    renderReview(
      {
        kind: 'new',
        chain,
        safe: testSafe,
        draft: { to: testSafe, value: 0n, data: '0x', operation: 0 },
        title: 'Reject transaction #3',
        nonce: 3,
      },
      localWallet(alice),
    )
    expect((await screen.findByTestId('rejection-note', {}, { timeout: 10_000 })).textContent).toContain(
      'uses up nonce 3, so the transaction queued with that nonce can never be executed',
    )
    expect(screen.getByText('This Safe')).toBeTruthy()
  })

  it('warns about a nonce gap and a delegatecall to an untrusted contract', async () => {
    renderReview(
      {
        kind: 'new',
        chain,
        safe: testSafe,
        draft: { to: recipient, value: 0n, data: '0x', operation: 1 },
        title: 'Delegatecall',
        nonce: 5,
      },
      localWallet(alice),
    )
    expect(
      (await screen.findByTestId('delegatecall-warning', {}, { timeout: 10_000 })).textContent,
    ).toContain('delegatecall to an untrusted contract')
    expect(screen.getByTestId('nonce-warning').textContent).toBe(
      'Nonce 5 is higher than the next one (3): this transaction can only run after the ones before it.',
    )
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Nonce' }).hasAttribute('disabled')).toBe(true),
    )
  })

  describe('execute', () => {
    const typedData = getSafeTxTypedData({
      chainId: testChainId,
      safe: testSafe,
      tx: testSafeTx,
      version: '1.4.1',
    })
    /** Both owners confirmed: the transaction can be executed. */
    async function fullyConfirmed() {
      detailsBody = testDetailsJson({
        confirmations: await Promise.all(
          bothOwners.map(async (owner) => ({
            signer: owner.address,
            signature: await owner.signTypedData(typedData),
          })),
        ),
      })
    }
    /** A wallet that estimates 90,000 gas at 2 gwei and records what it is asked to send. */
    function executingWallet(account: PrivateKeyAccount, execute: ReviewWallet['execute']): ReviewWallet {
      return {
        ...localWallet(account),
        estimateExecution: async () => {
          walletRequests.push('estimateExecution')
          return { gas: 90_000n, gasPrice: 2_000_000_000n }
        },
        execute: (call) => {
          walletRequests.push(`execute:${call.gas}`)
          return execute(call)
        },
        waitForReceipt: async () => 'success',
      }
    }

    it('shows the gas and its cost before the wallet is asked, then sends with that gas', async () => {
      await fullyConfirmed()
      renderReview(
        stored('execute'),
        executingWallet(bob, async () => `0x${'cd'.repeat(32)}`),
      )
      const estimate = await screen.findByTestId('gas-estimate', {}, { timeout: 10_000 })
      expect(estimate.textContent).toBe('Estimated gas: 90,000, about 0.00018 ETH. Your wallet pays it.')
      expect(walletRequests).toEqual(['estimateExecution'])
      fireEvent.click(screen.getByRole('button', { name: 'Execute from your wallet' }))
      expect(await screen.findByText('Transaction executed', {}, { timeout: 10_000 })).toBeTruthy()
      expect(walletRequests).toEqual(['estimateExecution', 'execute:90000'])
    })

    it('says a refused transaction was declined, and lets the owner try again', async () => {
      await fullyConfirmed()
      renderReview(
        stored('execute'),
        executingWallet(bob, () => Promise.reject(new UserRejectedRequestError(new Error('User rejected')))),
      )
      const button = await screen.findByRole(
        'button',
        { name: 'Execute from your wallet' },
        { timeout: 10_000 },
      )
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
      fireEvent.click(button)
      expect((await screen.findByRole('alert')).textContent).toBe(
        'You declined the transaction in your wallet. Nothing was sent.',
      )
      expect(screen.getByRole('button', { name: 'Execute from your wallet' }).hasAttribute('disabled')).toBe(
        false,
      )
    })

    it("signs and executes in one wallet request when the owner's is the last signature needed", async () => {
      detailsBody = testDetailsJson({
        confirmations: [{ signer: alice.address, signature: await alice.signTypedData(typedData) }],
        signers: [alice.address, bob.address],
      })
      let sent: Hex | undefined
      renderReview(
        stored('confirm'),
        executingWallet(bob, async (call) => {
          sent = call.signatures
          return `0x${'cd'.repeat(32)}`
        }),
      )
      // The co-signer sees the simulation and themself marked in the list before choosing.
      expect(await screen.findByText('This transaction will succeed.', {}, { timeout: 10_000 })).toBeTruthy()
      expect((await screen.findByTestId('confirmation-you')).textContent).toBe('You')
      // The last signature: "Confirm and execute" is the choice made for them, "Confirm only" one press away.
      const executeMode = await screen.findByRole('button', { name: 'Confirm and execute' })
      expect(executeMode.getAttribute('aria-pressed')).toBe('true')
      expect(screen.getByRole('button', { name: 'Confirm only' }).getAttribute('aria-pressed')).toBe('false')
      expect(screen.queryByRole('button', { name: 'Sign and confirm' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Execute for free with the relay' })).toBeNull()
      await screen.findByTestId('gas-estimate', {}, { timeout: 10_000 })
      const button = screen.getByRole('button', { name: 'Sign and execute' })
      await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
      fireEvent.click(button)
      expect(await screen.findByText('Transaction executed', {}, { timeout: 10_000 })).toBeTruthy()
      // One request to the wallet, no signature: bob approves as msg.sender (r = bob, s = 0, v = 1).
      expect(walletRequests).toEqual(['estimateExecution', 'execute:90000'])
      const parts = await Promise.all(
        splitSafeSignatures(sent ?? '0x').map(async (part) => ({
          type: part.type,
          owner: await recoverSafeSignatureOwner(part, testSafeTxHash),
        })),
      )
      const ascending = [alice.address, bob.address].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))
      expect(parts.map((part) => part.owner)).toEqual(ascending)
      expect(parts.find((part) => part.owner === bob.address)?.type).toBe('APPROVED_HASH')
      expect(received.some((request) => request.path.endsWith('/confirmations'))).toBe(false)
    })

    it('relays once however often the button is pressed, and shows the quota left after', async () => {
      await fullyConfirmed()
      renderReview(
        stored('execute'),
        executingWallet(bob, () => Promise.reject(new Error('not used'))),
      )
      expect((await screen.findByTestId('relay-remaining', {}, { timeout: 10_000 })).textContent).toBe(
        '5 of 5 free executions left today',
      )
      const relay = screen.getByRole('button', { name: 'Execute for free with the relay' })
      fireEvent.click(relay)
      fireEvent.click(relay)
      expect(await screen.findByText('Transaction executed', {}, { timeout: 10_000 })).toBeTruthy()
      expect(received.filter((request) => request.path === 'POST /v1/chains/31337/relay')).toHaveLength(1)
      await waitFor(() =>
        expect(screen.getByTestId('relay-remaining').textContent).toBe('4 of 5 free executions left today'),
      )
    })
  })
})
