import { getSafeMessageHashes } from '@coffer/safe'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { checkedTypedData, permitTypedData } from '../../../safe-message/model/testTypedData.ts'
import type { SafeMessageContent } from '../../../safe-message/model/toSafeMessageContent.ts'
import { closeSafeMessageSign, getSafeMessageSign } from '../../../safe-message/safeMessageSignStore.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { messageOwners } from '../model/messageTestItems.ts'

// Real HTTP to a fixture on a shared machine: allow more than findBy's default second.
const slow = { timeout: 10_000 }
const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const [alice, bob, carol] = messageOwners
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const goodSignature = `0x${'ab'.repeat(65)}${'cd'.repeat(65)}`

function hashesOf(content: SafeMessageContent) {
  return getSafeMessageHashes({ chainId: 31337, safe, version: '1.4.1', message: content })
}

const permit = checkedTypedData(permitTypedData({ owner: safe }))
const confirmedText = 'Log in to Example, nonce 42'
const pendingText = 'I agree to the terms'

function message(
  content: SafeMessageContent,
  {
    created,
    signers = [alice],
    shown = content,
    status = 'NEEDS_CONFIRMATION',
    prepared = null,
    signedOnChain = null,
  }: {
    created: number
    signers?: string[]
    shown?: unknown
    status?: string
    prepared?: string | null
    signedOnChain?: object | null
  },
) {
  return {
    messageHash: hashesOf(content).safeMessageHash,
    status,
    logoUri: null,
    name: null,
    message: shown,
    creationTimestamp: created,
    modifiedTimestamp: created,
    confirmationsSubmitted: signers.length,
    confirmationsRequired: 2,
    proposedBy: addressEx(alice),
    confirmations: signers.map((owner) => ({ owner: addressEx(owner), signature: `0x${'11'.repeat(65)}` })),
    preparedSignature: prepared,
    origin: null,
    signedOnChain,
  }
}

const onChainTx = `0x${'ef'.repeat(32)}`

const messages = [
  message(pendingText, { created: day('2026-11-25') + 7_200_000 }),
  message(permit, { created: day('2026-11-25') + 3_600_000 }),
  // The gateway shows other words than the ones stored under this hash.
  message('Send me 1 ETH', { created: day('2026-11-24') + 7_200_000, shown: 'Send me 1000 ETH' }),
  message(confirmedText, {
    created: day('2026-11-24') + 3_600_000,
    signers: [alice, bob],
    status: 'CONFIRMED',
    prepared: goodSignature,
    signedOnChain: {
      transactionHash: onChainTx,
      blockNumber: 7,
      timestamp: day('2026-11-24') + 4_000_000,
    },
  }),
]

const rpcCalls: string[] = []
let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

/** A JSON-RPC node for the verify tool: `isValidSignature` answers the magic value for one signature only. */
function answerRpc(body: string): unknown {
  const answer = (request: { id: number; method: string; params?: [{ data?: string }] }) => {
    const data = request.params?.[0]?.data ?? ''
    // The Safe's page reads the chain too (its header); only the two EIP-1271 forms are recorded.
    if (['0x1626ba7e', '0x20c13b0b'].includes(data.slice(0, 10))) rpcCalls.push(data.slice(0, 10))
    const valid = data.includes(goodSignature.slice(2))
    if (request.method !== 'eth_call' || !valid)
      return {
        jsonrpc: '2.0',
        id: request.id,
        error: { code: 3, message: 'execution reverted: GS026', data: '0x' },
      }
    return { jsonrpc: '2.0', id: request.id, result: `${data.slice(0, 10)}${'0'.repeat(56)}` }
  }
  const parsed = JSON.parse(body)
  return Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)
}

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    if (url.pathname === '/rpc') return sendJson(response, 200, answerRpc(body))
    if (url.pathname === `/v1/chains/31337/safes/${safe}/messages`)
      return sendJson(response, 200, {
        count: messages.length,
        next: null,
        previous: null,
        results: [
          { type: 'DATE_LABEL', timestamp: day('2026-11-25') },
          ...messages.slice(0, 2).map((item) => ({ type: 'MESSAGE', ...item })),
          { type: 'DATE_LABEL', timestamp: day('2026-11-24') },
          ...messages.slice(2).map((item) => ({ type: 'MESSAGE', ...item })),
        ],
      })
    const hash = url.pathname.match(/^\/v1\/chains\/31337\/messages\/(0x[0-9a-fA-F]{64})$/)?.[1]
    if (hash) {
      const found = messages.find((item) => item.messageHash.toLowerCase() === hash.toLowerCase())
      return found
        ? sendJson(response, 200, found)
        : sendJson(response, 404, { code: 404, message: 'Not found' })
    }
    if (url.pathname === `/v1/chains/31337/safes/${safe}`)
      return sendJson(response, 200, {
        address: addressEx(safe),
        chainId: '31337',
        nonce: 1,
        threshold: 2,
        owners: messageOwners.map(addressEx),
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        version: '1.4.1',
      })
    if (url.pathname.includes('/balances/')) return sendJson(response, 200, { fiatTotal: '0', items: [] })
    return sendJson(response, 404, { statusCode: 404, message: `Cannot ${request.method} ${url.pathname}` })
  })
  configureGateway(fixture.url)
})
afterAll(() => fixture.close())
afterEach(() => {
  publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false })
  closeSafeMessageSign()
  rpcCalls.length = 0
})

const chains = () => [
  buildChainInfo({ rpcUri: { authentication: 'NO_AUTHENTICATION', value: `${fixture.url}/rpc` } }),
]
const rows = () => screen.getAllByTestId('message-row')
const row = (text: string) => {
  const found = rows().find((candidate) => candidate.textContent?.includes(text))
  if (!found) throw new Error(`no row with ${text}`)
  return found
}

describe('Messages page', () => {
  it('lists messages by UTC day with status and progress, and refuses one that does not match its hash', async () => {
    publishWalletSnapshot({ address: bob, chainId: 31337, signedIn: true })
    renderRoute(`/safe/coffer:${safe}/messages`, { chains: chains() })
    expect(await screen.findByRole('heading', { name: 'Messages', level: 2 }, slow)).toBeTruthy()
    await screen.findByText(pendingText, {}, slow)
    const days = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))
    expect(days).toEqual(['messages-day-2026-11-25', 'messages-day-2026-11-24'])

    const pending = row(pendingText)
    expect(within(pending).getByText('Needs confirmations')).toBeTruthy()
    expect(pending.textContent).toContain('1 of 2 confirmations')
    expect(within(pending).getByRole('link', { name: pendingText }).getAttribute('href')).toBe(
      `/safe/coffer:${safe}/messages/${messages[0]?.messageHash}`,
    )

    const permitRow = row('Permit for USD Coin')
    expect(within(permitRow).getByText('Token approval')).toBeTruthy()

    const tampered = row('A message Coffer cannot check')
    expect(within(tampered).getByText('Does not match its hash')).toBeTruthy()
    expect(within(tampered).queryByRole('button', { name: 'Confirm' })).toBeNull()

    const confirmed = row(confirmedText)
    expect(within(confirmed).getByText('Confirmed')).toBeTruthy()
    expect(within(confirmed).getByText('Signed on chain')).toBeTruthy()
    expect(within(confirmed).queryByRole('button', { name: 'Confirm' })).toBeNull()

    // The Messages link counts those still needing signatures (three, the tampered one too: the gateway's
    // status; the window is narrow: the links are behind the Safe menu).
    fireEvent.click(screen.getByRole('button', { name: 'Safe menu' }))
    const pages = screen.getByRole('navigation', { name: 'Safe pages' })
    const messagesLink = within(pages).getByRole('link', { name: /Messages/ })
    expect(await within(messagesLink).findByText('3 awaiting signatures')).toBeTruthy()

    // Bob has not signed the pending one: Confirm opens the one signing dialog on it.
    fireEvent.click(within(pending).getByRole('button', { name: 'Confirm' }))
    expect(getSafeMessageSign()).toMatchObject({ kind: 'stored', messageHash: messages[0]?.messageHash })
  })

  it('offers no Confirm to the owner who signed, nor to a visitor', async () => {
    publishWalletSnapshot({ address: alice, chainId: 31337, signedIn: true })
    renderRoute(`/safe/coffer:${safe}/messages`, { chains: chains() })
    await screen.findByText(pendingText, {}, slow)
    expect(screen.queryAllByRole('button', { name: 'Confirm' })).toEqual([])
  })

  it('checks typed data before the signing dialog opens, with the messages of the spec', async () => {
    publishWalletSnapshot({ address: carol, chainId: 31337, signedIn: true })
    renderRoute(`/safe/coffer:${safe}/messages`, { chains: chains() })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign a message' }, slow))
    const dialog = screen.getByRole('dialog', { name: 'New message' })
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Typed data' }))
    const field = within(dialog).getByRole('textbox', { name: 'Typed data (JSON)' })
    fireEvent.change(field, { target: { value: '{"types": {}, "message": {}}' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Invalid typed data: it needs an object with domain, types and message.',
    )
    const { primaryType: _, ...withoutPrimaryType } = permitTypedData()
    const ambiguous = { ...withoutPrimaryType, types: { ...withoutPrimaryType.types, Other: [] } }
    fireEvent.change(field, { target: { value: JSON.stringify(ambiguous) } })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please specify primaryType: Permit, Other could each be the primary type.',
    )
    expect(getSafeMessageSign()).toBeNull()

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Text' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: 'Hello, Safe' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review' }))
    expect(getSafeMessageSign()).toMatchObject({ kind: 'new', content: 'Hello, Safe', safe })
    expect(screen.queryByRole('dialog', { name: 'New message' })).toBeNull()
  })

  it('verifies a signature with the Safe on chain, both forms, and says "not valid" for a bad one', async () => {
    renderRoute(`/safe/coffer:${safe}/messages`, { chains: chains() })
    fireEvent.click(await screen.findByRole('button', { name: 'Verify a signature' }, slow))
    const dialog = screen.getByRole('dialog', { name: 'Verify a signature' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), {
      target: { value: confirmedText },
    })
    const signature = within(dialog).getByRole('textbox', { name: 'Signature' })
    fireEvent.change(signature, { target: { value: '0x1234' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }))
    const bad = await within(dialog).findByTestId('verify-result', {}, slow)
    expect(bad.textContent).toContain('The Safe does not accept this signature for this message.')
    expect(within(bad).getByTestId('verify-bytes32').textContent).toContain('Not valid')
    expect(within(bad).getByTestId('verify-bytes').textContent).toContain('Not valid')
    expect(rpcCalls.sort()).toEqual(['0x1626ba7e', '0x20c13b0b'])

    fireEvent.change(signature, { target: { value: 'not hex' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }))
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'A signature is 0x and hex characters, two per byte.',
    )

    fireEvent.change(signature, { target: { value: goodSignature } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }))
    const good = await within(dialog).findByTestId('verify-result', {}, slow)
    await waitFor(() =>
      expect(good.textContent).toContain('The Safe accepts this signature for this message.'),
    )
    expect(within(good).getByTestId('verify-bytes32').textContent).toContain('Valid — returned 0x1626ba7e')
    expect(within(good).getByTestId('verify-bytes').textContent).toContain('Valid — returned 0x20c13b0b')
    expect(good.textContent).toContain(hashesOf(confirmedText).messageHash)
  })
})

describe('Message page', () => {
  it('shows the message, its hashes, who confirmed and the prepared signature, which verifies on chain', async () => {
    publishWalletSnapshot({ address: bob, chainId: 31337, signedIn: true })
    const confirmed = messages[3]
    renderRoute(`/safe/coffer:${safe}/messages/${confirmed?.messageHash}`, { chains: chains() })
    expect(await screen.findByRole('heading', { name: confirmedText }, slow)).toBeTruthy()
    expect(screen.getByTestId('message-text').textContent).toBe(confirmedText)
    const hashes = hashesOf(confirmedText)
    expect(screen.getByTestId('message-hash-message').textContent).toContain(hashes.messageHash)
    expect(screen.getByTestId('message-hash-safe_message').textContent).toContain(hashes.safeMessageHash)
    const confirmations = screen.getAllByTestId('message-confirmation')
    expect(
      confirmations.map((item) => within(item).getByText(/Confirmed|Not confirmed/).textContent),
    ).toEqual(['Confirmed', 'Confirmed', 'Not confirmed'])
    expect(within(confirmations[1] ?? document.body).getByText('You')).toBeTruthy()
    expect(screen.getByTestId('signed-on-chain').textContent).toContain(onChainTx)
    expect(screen.getByTestId('prepared-signature').textContent).toBe(goodSignature)
    expect(screen.getByText('2 owner signature(s), 130 bytes')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy signature' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Verify on chain' }))
    const dialog = screen.getByRole('dialog', { name: 'Verify a signature' })
    expect(within(dialog).getByRole('radio', { name: 'Hash' })).toHaveProperty('checked', true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check' }))
    const result = await within(dialog).findByTestId('verify-result', {}, slow)
    await waitFor(() =>
      expect(result.textContent).toContain('The Safe accepts this signature for this message.'),
    )
  })

  it('refuses to show as signed a message that does not hash to its hash', async () => {
    renderRoute(`/safe/coffer:${safe}/messages/${messages[2]?.messageHash}`, { chains: chains() })
    const refusal = await screen.findByTestId('message-hash-refusal', {}, slow)
    expect(refusal.textContent).toContain('The gateway sent a message that does not match its hash.')
    expect(screen.queryByTestId('message-text')).toBeNull()
  })

  it('says when the gateway does not know the message', async () => {
    renderRoute(`/safe/coffer:${safe}/messages/0x${'00'.repeat(32)}`, { chains: chains() })
    expect(await screen.findByText('The gateway does not know this message.', {}, slow)).toBeTruthy()
  })
})
