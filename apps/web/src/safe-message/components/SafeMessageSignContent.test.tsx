import { getSafeMessageHashes, safeDeployments } from '@coffer/safe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { type Hex, hashMessage, recoverAddress, recoverMessageAddress } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../gateway/gatewayClient.ts'
import { ownerKeys } from '../../safe-tx/model/testSafeTx.ts'
import { closeSafeTxReview, getSafeTxReview } from '../../safe-tx/safeTxReviewStore.ts'
import { buildChainInfo } from '../../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../../testing/startGatewayFixture.ts'
import { AppearanceProvider } from '../../theme/AppearanceProvider.tsx'
import type { MessageWallet } from '../model/messageWallet.ts'
import {
  checkedTypedData,
  mailTypedData,
  permitTypedData,
  safeTxTypedData,
  testChainId,
  testSafe,
} from '../model/testTypedData.ts'
import type { SafeMessageSignRequest } from '../safeMessageSignStore.ts'
import { SafeMessageSignContent } from './SafeMessageSignContent.tsx'

const [alice, bob, carol] = ownerKeys.map((key) => privateKeyToAccount(key))
if (!alice || !bob || !carol) throw new Error('test accounts')
const aliceAddress = alice.address
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const chain = buildChainInfo()
const slow = { timeout: 10_000 }
const text = 'I agree to the terms, 25 Nov 2026'
const textHashes = getSafeMessageHashes({
  chainId: testChainId,
  safe: testSafe,
  version: '1.4.1',
  message: text,
})

/** What the fixture gateway keeps under each SafeMessage hash, and what it received. */
const storedMessages = new Map<string, object>()
const received: { path: string; body: string }[] = []
const walletRequests: string[] = []

function storedMessage(message: unknown, { confirmations = [aliceAddress] } = {}) {
  return {
    messageHash: textHashes.safeMessageHash,
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: null,
    message,
    creationTimestamp: 1_764_000_000_000,
    modifiedTimestamp: 1_764_000_000_000,
    confirmationsSubmitted: confirmations.length,
    confirmationsRequired: 2,
    proposedBy: addressEx(aliceAddress),
    confirmations: confirmations.map((owner) => ({
      owner: addressEx(owner),
      signature: `0x${'11'.repeat(65)}`,
    })),
    preparedSignature: null,
    origin: null,
  }
}

/** A real local account behind the dialog's wallet interface: its signatures recover like a wallet's. */
function localWallet(account: PrivateKeyAccount): MessageWallet {
  return {
    address: account.address,
    chainId: testChainId,
    status: 'connected',
    connect: undefined,
    switchChain: () => Promise.reject(new Error('not used in this test')),
    signHash: (hash) => {
      walletRequests.push('signHash')
      return account.signMessage({ message: { raw: hash } })
    },
    signSafeMessage: (typedData) => {
      walletRequests.push('signSafeMessage')
      return account.signTypedData(typedData)
    },
  }
}

function renderSign(request: SafeMessageSignRequest, wallet: MessageWallet) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  let closed = false
  render(
    <QueryClientProvider client={queryClient}>
      <AppearanceProvider>
        <SafeMessageSignContent
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
    if (url.pathname === `/v1/chains/31337/safes/${testSafe}`)
      return sendJson(response, 200, {
        address: addressEx(testSafe),
        chainId: '31337',
        nonce: 3,
        threshold: 2,
        owners: [addressEx(alice.address), addressEx(bob.address)],
        implementation: addressEx(safeDeployments.safeL2),
        implementationVersionState: 'UP_TO_DATE',
        version: '1.4.1',
      })
    const message = url.pathname.match(/^\/v1\/chains\/31337\/messages\/(0x[0-9a-f]{64})$/i)?.[1]
    if (request.method === 'GET' && message) {
      const found = storedMessages.get(message.toLowerCase())
      return found
        ? sendJson(response, 200, found)
        : sendJson(response, 404, { code: 404, message: 'Not found' })
    }
    if (request.method === 'POST' && url.pathname === `/v1/chains/31337/safes/${testSafe}/messages`) {
      response.writeHead(202).end()
      return
    }
    if (request.method === 'POST' && url.pathname.endsWith('/signatures')) return sendJson(response, 200, {})
    return sendJson(response, 404, { statusCode: 404, message: `Cannot ${request.method} ${url.pathname}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  storedMessages.clear()
  received.length = 0
  walletRequests.length = 0
  sessionStorage.clear()
  closeSafeTxReview()
})

const newText: SafeMessageSignRequest = { kind: 'new', chain, safe: testSafe, content: text }

describe('SafeMessageSignContent', () => {
  it('shows the text and its hashes computed here, then signs the SafeMessage (EIP-712) and proposes it', async () => {
    let signed: Hex | undefined
    renderSign(
      { ...newText, onSigned: ({ safeMessageHash }) => (signed = safeMessageHash) },
      localWallet(alice),
    )
    const sign = await screen.findByRole('button', { name: 'Sign message' }, slow)
    expect(screen.getByTestId('message-text').textContent).toBe(text)
    expect(screen.getByTestId('message-hash-message').textContent).toContain(hashMessage(text))
    expect(screen.getByTestId('message-hash-safe_message').textContent).toContain(textHashes.safeMessageHash)
    expect(screen.getByText(/Check what you sign/)).toBeTruthy()
    fireEvent.click(sign)
    expect(await screen.findByText('Message signed', {}, slow)).toBeTruthy()
    // The success screen does not keep the subtitle about checking what is signed.
    expect(screen.queryByText(/Check what you sign/)).toBeNull()
    expect(walletRequests).toEqual(['signSafeMessage'])
    const post = received.find((entry) => entry.path === `POST /v1/chains/31337/safes/${testSafe}/messages`)
    const body = JSON.parse(post?.body ?? '{}')
    expect(body).toMatchObject({ message: text, safeAppId: null })
    expect(await recoverAddress({ hash: textHashes.safeMessageHash, signature: body.signature })).toBe(
      alice.address,
    )
    expect(signed).toBe(textHashes.safeMessageHash)
  })

  it('signs with eth_sign only when asked, as the Safe reads it (v + 4)', async () => {
    renderSign(newText, localWallet(alice))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with eth_sign instead' }, slow))
    expect(await screen.findByText('Message signed', {}, slow)).toBeTruthy()
    expect(walletRequests).toEqual(['signHash'])
    const post = received.find((entry) => entry.path.endsWith(`/safes/${testSafe}/messages`))
    const signature: Hex = JSON.parse(post?.body ?? '{}').signature
    expect(Number.parseInt(signature.slice(-2), 16)).toBeGreaterThan(30)
    const v = (Number.parseInt(signature.slice(-2), 16) - 4).toString(16)
    const ethSignature: Hex = `0x${signature.slice(2, -2)}${v}`
    expect(
      await recoverMessageAddress({ message: { raw: textHashes.safeMessageHash }, signature: ethSignature }),
    ).toBe(alice.address)
  })

  it('confirms a message another owner already proposed, instead of proposing it again', async () => {
    storedMessages.set(textHashes.safeMessageHash.toLowerCase(), storedMessage(text))
    renderSign(newText, localWallet(bob))
    const note = await screen.findByTestId('message-already-proposed', {}, slow)
    expect(note.textContent).toContain('(1 of 2 confirmations)')
    fireEvent.click(screen.getByRole('button', { name: 'Sign and confirm' }))
    expect(await screen.findByText('Confirmation added', {}, slow)).toBeTruthy()
    const post = received.find((entry) => entry.path.endsWith('/signatures'))
    expect(post?.path).toBe(`POST /v1/chains/31337/messages/${textHashes.safeMessageHash}/signatures`)
    expect(received.some((entry) => entry.path.endsWith(`/safes/${testSafe}/messages`))).toBe(false)
    // No "sign on chain" for a message the owners are already signing off chain.
    expect(screen.queryByRole('button', { name: 'Sign on chain with a transaction' })).toBeNull()
  })

  it('refuses a stored message whose content does not hash to its hash, and says why', async () => {
    // The gateway shows another text than the one stored under the hash.
    storedMessages.set(textHashes.safeMessageHash.toLowerCase(), storedMessage('I agree to pay 1000 ETH'))
    renderSign(
      { kind: 'stored', chain, safe: testSafe, messageHash: textHashes.safeMessageHash },
      localWallet(bob),
    )
    const refusal = await screen.findByTestId('message-hash-refusal', {}, slow)
    expect(refusal.textContent).toContain(
      'The gateway sent a message that does not match its hash. Coffer will not sign it.',
    )
    expect(refusal.textContent).toContain(textHashes.safeMessageHash)
    expect(screen.queryByRole('button', { name: 'Sign and confirm' })).toBeNull()
    expect(walletRequests).toEqual([])
  })

  it('says when the owner has signed already', async () => {
    storedMessages.set(textHashes.safeMessageHash.toLowerCase(), storedMessage(text))
    renderSign(
      { kind: 'stored', chain, safe: testSafe, messageHash: textHashes.safeMessageHash },
      localWallet(alice),
    )
    expect(
      await screen.findByText('You have already signed this message: it has 1 of 2 signatures.', {}, slow),
    ).toBeTruthy()
  })

  it('answers whoever asked at once for a message this owner signed already, in one sentence', async () => {
    storedMessages.set(textHashes.safeMessageHash.toLowerCase(), storedMessage(text))
    let signed: Hex | undefined
    renderSign(
      { ...newText, onSigned: ({ safeMessageHash }) => (signed = safeMessageHash) },
      localWallet(alice),
    )
    const note = await screen.findByTestId('message-already-signed', {}, slow)
    expect(note.textContent).toBe('You have already signed this message: it has 1 of 2 signatures.')
    expect(screen.queryByTestId('message-already-proposed')).toBeNull()
    expect(signed).toBe(textHashes.safeMessageHash)
  })

  it('warns loudly of typed data naming another chain, and still lets the owner sign it', async () => {
    const content = checkedTypedData(mailTypedData())
    renderSign({ kind: 'new', chain, safe: testSafe, content }, localWallet(alice))
    const warning = await screen.findByTestId('other-chain-warning', {}, slow)
    expect(warning.getAttribute('role')).toBe('alert')
    expect(warning.textContent).toContain("This data names chain 1, not this Safe's chain")
    expect(warning.textContent).toContain('verifies only for this Safe on Coffer Devchain, never on chain 1')
    fireEvent.click(screen.getByRole('button', { name: 'Sign message' }))
    expect(await screen.findByText('Message signed', {}, slow)).toBeTruthy()
  })

  it('lets only an owner sign', async () => {
    renderSign(newText, localWallet(carol))
    expect(await screen.findByText(/is not an owner of this Safe/, {}, slow)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign message' })).toBeNull()
  })

  it('explains a permit loudly before anyone signs it', async () => {
    const content = checkedTypedData(permitTypedData())
    renderSign({ kind: 'new', chain, safe: testSafe, content }, localWallet(alice))
    const warning = await screen.findByTestId('typed-data-warning', {}, slow)
    expect(warning.getAttribute('role')).toBe('alert')
    expect(warning.textContent).toContain(
      'Token approval: 0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD may spend an unlimited amount of USD Coin',
    )
    // The typed data itself, as a tree: its domain and fields.
    const tree = screen.getByTestId('typed-data')
    expect(within(tree).getByText('USD Coin')).toBeTruthy()
    expect(within(tree).getByText('deadline')).toBeTruthy()
  })

  it("warns that another Safe's SafeTx is the pattern of blind-signing attacks", async () => {
    const content = checkedTypedData(safeTxTypedData())
    renderSign({ kind: 'new', chain, safe: testSafe, content }, localWallet(alice))
    const warning = await screen.findByTestId('typed-data-warning', {}, slow)
    expect(warning.textContent).toContain('Danger: this approves a transaction of another Safe')
    expect(warning.textContent).toContain('It is a delegatecall')
  })

  it('signs on chain through the transaction review: a delegatecall to SignMessageLib', async () => {
    const { isClosed } = renderSign(newText, localWallet(alice))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign on chain with a transaction' }, slow))
    expect(isClosed()).toBe(true)
    const review = getSafeTxReview()
    expect(review).toMatchObject({
      kind: 'new',
      safe: testSafe,
      title: 'Sign message on chain',
      draft: { to: safeDeployments.signMessageLib, value: 0n, operation: 1 },
    })
    expect(review?.kind === 'new' && review.draft.data).toContain(textHashes.messageHash.slice(2))
    expect(walletRequests).toEqual([])
  })
})
