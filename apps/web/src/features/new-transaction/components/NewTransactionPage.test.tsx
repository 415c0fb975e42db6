import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { decodeFunctionData, parseAbi, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { multiSendCallOnlyAddress } from '../../../safe-tx/model/encodeMultiSend.ts'
import {
  closeSafeTxReview,
  getSafeTxReview,
  type SafeTxReviewRequest,
} from '../../../safe-tx/safeTxReviewStore.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { shortenAddress } from '../../../transactions/shortenAddress.ts'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { batchStorageKey } from '../model/batchStore.ts'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const owner = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const visitor = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const collection = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const counter = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const tokenInfo = (type: string, address: string, symbol: string, decimals: number) => ({
  type,
  address,
  decimals,
  symbol,
  name: symbol,
  logoUri: null,
})

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    const path = url.pathname
    if (path === `/v1/chains/31337/safes/${safe}`)
      return sendJson(response, 200, {
        address: addressEx(safe),
        chainId: '31337',
        nonce: 3,
        threshold: 1,
        owners: [addressEx(owner)],
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        modules: null,
        fallbackHandler: null,
        guard: null,
        version: '1.4.1',
      })
    if (path.startsWith(`/v1/chains/31337/safes/${safe}/balances/`))
      return sendJson(response, 200, {
        fiatTotal: '0',
        items: [
          {
            tokenInfo: tokenInfo('NATIVE_TOKEN', '0x0000000000000000000000000000000000000000', 'ETH', 18),
            balance: parseEther('2').toString(),
            fiatBalance: '0',
            fiatConversion: '0',
          },
          {
            tokenInfo: tokenInfo('ERC20', token, 'CDT', 6),
            balance: '5000000',
            fiatBalance: '0',
            fiatConversion: '0',
          },
        ],
      })
    if (path === `/v2/chains/31337/safes/${safe}/collectibles`)
      return sendJson(response, 200, {
        count: 1,
        next: null,
        previous: null,
        results: [
          {
            address: collection,
            tokenName: 'Coffer Cats',
            tokenSymbol: 'CAT',
            logoUri: null,
            id: '42',
            uri: null,
            name: null,
            description: null,
            imageUri: null,
          },
        ],
      })
    if (path === `/v1/chains/31337/contracts/${counter}`)
      return sendJson(response, 200, {
        address: counter,
        name: 'Counter',
        displayName: 'Counter',
        logoUri: null,
        trustedForDelegateCall: false,
        contractAbi: {
          abi: [
            {
              type: 'function',
              name: 'setCount',
              stateMutability: 'nonpayable',
              inputs: [{ name: 'count', type: 'uint8' }],
              outputs: [],
            },
            {
              type: 'function',
              name: 'count',
              stateMutability: 'view',
              inputs: [],
              outputs: [{ name: '', type: 'uint256' }],
            },
          ],
        },
      })
    return sendJson(response, 404, { statusCode: 404, message: `Cannot GET ${path}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false })
  closeSafeTxReview()
  window.sessionStorage.clear()
})

function open(search = '') {
  publishWalletSnapshot({ address: owner, chainId: 31337, signedIn: false })
  return renderRoute(`/safe/coffer:${safe}/new${search}`, { chains: [buildChainInfo()] })
}

function newRequest(): Extract<SafeTxReviewRequest, { kind: 'new' }> {
  const request = getSafeTxReview()
  if (request?.kind !== 'new') throw new Error('no new transaction was opened for review')
  return request
}

/** A form once the Safe's owners are known (until then nobody may continue). */
async function findForm(name: string) {
  const form = await screen.findByRole('form', { name }, { timeout: 10_000 })
  await waitFor(() =>
    expect(within(form).getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(false),
  )
  return form
}

const sendForm = () => findForm('Send tokens')

describe('New transaction', () => {
  it('sends the native coin: the review gets the draft and the words', async () => {
    open()
    const form = await sendForm()
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient } })
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1.5' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    const request = newRequest()
    expect(request.draft).toEqual({ to: recipient, value: parseEther('1.5'), data: '0x', operation: 0 })
    // The title names the recipient by its ends, which fit a phone; the body shows it whole.
    expect(request.title).toBe(`Send 1.5 ETH to ${shortenAddress(recipient)}`)
    expect(request.titleAddresses).toEqual([recipient])
    expect(request.safe).toBe(safe)
    expect(request.nonce).toBeUndefined()
  })

  it('sends an ERC-20 with Max, and says when the Safe holds less', async () => {
    open()
    const form = await sendForm()
    fireEvent.change(within(form).getByLabelText('Token'), { target: { value: token } })
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient.toLowerCase() } })
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '6' } })
    expect(within(form).getByRole('alert').textContent).toBe('That is more than the Safe holds (5 CDT)')
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(getSafeTxReview()).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: 'Max' }))
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    const { draft, title } = newRequest()
    expect(draft.to).toBe(token)
    expect(
      decodeFunctionData({ abi: parseAbi(['function transfer(address,uint256)']), data: draft.data }).args,
    ).toEqual([recipient, 5_000_000n])
    expect(title).toBe(`Send 5 CDT to ${shortenAddress(recipient)}`)
  })

  it('explains bad recipients in words', async () => {
    open()
    const form = await sendForm()
    const input = within(form).getByLabelText('Recipient')
    fireEvent.change(input, { target: { value: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' } })
    expect(await within(form).findByText('The address checksum is wrong — check for typos')).toBeTruthy()
    fireEvent.change(input, { target: { value: `eth:${recipient}` } })
    expect(within(form).getByText("'eth' is another network; this Safe is on Coffer Devchain")).toBeTruthy()
  })

  it('replaces a queued transaction at a fixed nonce', async () => {
    open('?nonce=2')
    expect(await screen.findByText('Replacing transaction #2', {}, { timeout: 10_000 })).toBeTruthy()
    const form = await sendForm()
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient } })
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '0.1' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(newRequest().nonce).toBe(2)
  })

  it('lets a visitor look but not continue', async () => {
    publishWalletSnapshot({ address: visitor, chainId: 31337, signedIn: false })
    renderRoute(`/safe/coffer:${safe}/new`, { chains: [buildChainInfo()] })
    const form = await screen.findByRole('form', { name: 'Send tokens' }, { timeout: 10_000 })
    expect(await screen.findByText(/Only the Safe's owners can start a transaction/)).toBeTruthy()
    const button = within(form).getByRole('button', { name: 'Continue' })
    expect(button.hasAttribute('disabled')).toBe(true)
  })

  it('collects a batch and creates one MultiSend transaction', async () => {
    open()
    const form = await sendForm()
    for (const amount of ['0.1', '0.2']) {
      fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient } })
      fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: amount } })
      fireEvent.click(within(form).getByRole('button', { name: 'Add to batch' }))
    }
    expect(getSafeTxReview()).toBeNull()
    const basket = screen.getByRole('region', { name: 'Batch' })
    expect(within(basket).getByText('2 in the batch')).toBeTruthy()
    expect(window.sessionStorage.getItem(batchStorageKey('31337', safe))).toContain('100000000000000000')
    fireEvent.click(within(basket).getByRole('button', { name: 'Remove Send 0.2 ETH to 0x7099…79C8' }))
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient } })
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '0.3' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Add to batch' }))
    fireEvent.click(within(basket).getByRole('button', { name: 'Create batch' }))
    const request = newRequest()
    expect(request.title).toBe('Batch of 2 actions')
    expect(request.draft).toMatchObject({ to: multiSendCallOnlyAddress, value: 0n, operation: 1 })
    // Closing the review without signing keeps the drafts; proposing the batch empties the basket.
    expect(within(basket).getByText('2 in the batch')).toBeTruthy()
    act(() => request.onSubmitted?.({ safeTxHash: `0x${'11'.repeat(32)}` }))
    await waitFor(() => expect(within(basket).getByText(/Nothing here yet/)).toBeTruthy())
  })

  it('sends an NFT with safeTransferFrom', async () => {
    open('?type=nft')
    const form = await findForm('Send NFT')
    const select = await within(form).findByLabelText('NFT')
    fireEvent.change(select, { target: { value: `${collection}:42` } })
    fireEvent.change(within(form).getByLabelText('Recipient'), { target: { value: recipient } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    const { draft, title } = newRequest()
    expect(draft.to).toBe(collection)
    expect(draft.data.slice(0, 10)).toBe('0x42842e0e')
    expect(title).toBe(`Send Coffer Cats #42 to ${shortenAddress(recipient)}`)
  })

  it('calls a contract with the ABI from the registry, checking arguments', async () => {
    open('?type=contract')
    const form = await findForm('Contract interaction')
    fireEvent.change(within(form).getByLabelText('Contract address'), { target: { value: counter } })
    const argument = await within(form).findByLabelText('count (uint8)', {}, { timeout: 10_000 })
    expect(within(form).getByText(/ABI of Counter, from the gateway's contract registry/)).toBeTruthy()
    fireEvent.change(argument, { target: { value: '300' } })
    expect(within(form).getByText('Enter a number from 0 to 255')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(getSafeTxReview()).toBeNull()
    fireEvent.change(argument, { target: { value: '7' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    const { draft, title } = newRequest()
    expect(draft).toMatchObject({ to: counter, value: 0n, operation: 0 })
    expect(
      decodeFunctionData({ abi: parseAbi(['function setCount(uint8)']), data: draft.data }).args,
    ).toEqual([7])
    expect(title).toBe(`Call setCount on ${shortenAddress(counter)}`)
  })

  it('says when a pasted ABI is used instead of the registry’s', async () => {
    open('?type=contract')
    const form = await findForm('Contract interaction')
    fireEvent.change(within(form).getByLabelText('Contract address'), { target: { value: counter } })
    await within(form).findByText(
      /ABI of Counter, from the gateway's contract registry/,
      {},
      { timeout: 10_000 },
    )
    fireEvent.change(within(form).getByLabelText('ABI (JSON)'), {
      target: { value: JSON.stringify(parseAbi(['function reset()'])) },
    })
    expect(within(form).getByText(/Using the ABI you pasted/)).toBeTruthy()
    expect(within(form).queryByText(/from the gateway's contract registry/)).toBeNull()
  })

  it('takes raw data when there is no ABI', async () => {
    open('?type=contract')
    const form = await findForm('Contract interaction')
    fireEvent.change(within(form).getByLabelText('Contract address'), { target: { value: recipient } })
    fireEvent.click(within(form).getByRole('button', { name: 'Raw data' }))
    fireEvent.change(within(form).getByLabelText('Data (hex)'), { target: { value: '0x12' } })
    fireEvent.change(within(form).getByLabelText('Value (ETH)'), { target: { value: '0.5' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(newRequest().draft).toEqual({
      to: recipient,
      value: parseEther('0.5'),
      data: '0x12',
      operation: 0,
    })
  })

  it('refuses a negative or too large value for raw data, in words, and sends nothing', async () => {
    open('?type=contract')
    const form = await findForm('Contract interaction')
    fireEvent.change(within(form).getByLabelText('Contract address'), { target: { value: recipient } })
    fireEvent.click(within(form).getByRole('button', { name: 'Raw data' }))
    const value = within(form).getByLabelText('Value (ETH)')
    fireEvent.change(value, { target: { value: '-1' } })
    expect(within(form).getByText('The value cannot be negative: enter 0 or more')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(getSafeTxReview()).toBeNull()
    fireEvent.change(value, { target: { value: '2.5' } })
    expect(await within(form).findByText('That is more than the Safe holds (2 ETH)')).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(getSafeTxReview()).toBeNull()
  })

  it('refuses a negative amount and warns, without refusing, about the zero address, the Safe and the token', async () => {
    open(`?token=${token}`)
    const form = await sendForm()
    // Send on an asset row preselects its token.
    expect(within(form).getByLabelText('Token')).toHaveProperty('value', token)
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '-1' } })
    expect(
      within(form).getByText('The amount cannot be negative: enter how much to send, like 0.5'),
    ).toBeTruthy()
    fireEvent.change(within(form).getByLabelText('Amount'), { target: { value: '1' } })
    const recipientInput = within(form).getByLabelText('Recipient')
    fireEvent.change(recipientInput, { target: { value: '0x0000000000000000000000000000000000000000' } })
    expect(within(form).getByText(/This is the zero address/)).toBeTruthy()
    fireEvent.change(recipientInput, { target: { value: safe } })
    expect(within(form).getByText(/This is the Safe itself/)).toBeTruthy()
    fireEvent.change(recipientInput, { target: { value: token } })
    expect(within(form).getByText(/This is the token's own contract/)).toBeTruthy()
    fireEvent.click(within(form).getByRole('button', { name: 'Continue' }))
    expect(newRequest().title).toBe(`Send 1 CDT to ${shortenAddress(token)}`)
  })

  it('preselects the NFT a card links to', async () => {
    open(`?type=nft&nft=${collection.toLowerCase()}:42`)
    const form = await findForm('Send NFT')
    const select = await within(form).findByLabelText('NFT')
    await waitFor(() => expect(select).toHaveProperty('value', `${collection}:42`))
  })
})
