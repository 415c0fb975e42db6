import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { type Address, decodeFunctionData, parseAbi } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { closeSafeTxReview, getSafeTxReview } from '../../../safe-tx/safeTxReviewStore.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import { publishWalletSnapshot } from '../../../wallet/walletState.ts'
import { sentinelOwner } from '../model/buildOwnerChangeDraft.ts'

const safe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const carol: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const addressEx = (value: string) => ({ value, name: null, logoUri: null })
const ownerAbi = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
])

let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, _body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    if (path === `/v1/chains/31337/safes/${safe}`)
      return sendJson(response, 200, {
        address: addressEx(safe),
        chainId: '31337',
        nonce: 3,
        threshold: 2,
        owners: [addressEx(alice), addressEx(bob)],
        implementation: addressEx('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
        implementationVersionState: 'UP_TO_DATE',
        version: '1.4.1',
      })
    return sendJson(response, 404, { statusCode: 404, message: `Cannot GET ${path}` })
  })
  configureGateway(fixture.url)
})

afterAll(() => fixture.close())
afterEach(() => {
  publishWalletSnapshot({ address: undefined, chainId: undefined, signedIn: false })
  closeSafeTxReview()
})

async function openSettings(connected: Address) {
  publishWalletSnapshot({ address: connected, chainId: 31337, signedIn: false })
  renderRoute(`/safe/coffer:${safe}/settings`, { chains: [buildChainInfo()] })
  return screen.findByRole('button', { name: 'Add owner' }, { timeout: 10_000 })
}

function proposed() {
  const request = getSafeTxReview()
  if (request?.kind !== 'new') throw new Error('nothing proposed')
  expect(request.draft).toMatchObject({ to: safe, value: 0n, operation: 0 })
  return {
    title: request.title,
    titleAddresses: request.titleAddresses,
    ...decodeFunctionData({ abi: ownerAbi, data: request.draft.data }),
  }
}

describe('Owner management in Settings', () => {
  it('adds an owner with a new threshold, refusing an existing one', async () => {
    fireEvent.click(await openSettings(alice))
    const dialog = screen.getByRole('dialog', { name: 'Add owner' })
    const input = within(dialog).getByLabelText('New owner address')
    fireEvent.change(input, { target: { value: bob } })
    expect(within(dialog).getByText('This address is already an owner')).toBeTruthy()
    fireEvent.change(input, { target: { value: carol } })
    fireEvent.change(within(dialog).getByLabelText('Threshold'), { target: { value: '3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(proposed()).toEqual({
      // The title has room for the ends; the review's body shows the whole address.
      title: 'Add owner 0x3C44…93BC, threshold 3 of 3',
      titleAddresses: [carol],
      functionName: 'addOwnerWithThreshold',
      args: [carol, 3n],
    })
  })

  it('removes an owner, suggesting a lower threshold first', async () => {
    await openSettings(alice)
    fireEvent.click(screen.getByRole('button', { name: `Remove ${alice}` }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The threshold is more than the 1 owner(s) left after this removal: lower it to 1 or less',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lower to 1' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(proposed()).toEqual({
      title: 'Remove owner 0xf39F…2266, threshold 1 of 1',
      titleAddresses: [alice],
      functionName: 'removeOwner',
      args: [sentinelOwner, alice, 1n],
    })
  })

  it('replaces an owner naming the previous one', async () => {
    await openSettings(alice)
    fireEvent.click(screen.getByRole('button', { name: `Replace ${bob}` }))
    const dialog = screen.getByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('New owner address'), { target: { value: carol } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(proposed()).toMatchObject({ functionName: 'swapOwner', args: [alice, bob, carol] })
  })

  it('changes the threshold', async () => {
    await openSettings(alice)
    fireEvent.click(screen.getByRole('button', { name: 'Change threshold' }))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(within(dialog).getByText('That is the current threshold')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Threshold'), { target: { value: '1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(proposed()).toMatchObject({
      functionName: 'changeThreshold',
      args: [1n],
      title: 'Change threshold to 1 of 2',
      titleAddresses: [],
    })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change threshold' })).toBeNull())
  })

  it('disables every change for a visitor and says why', async () => {
    const add = await openSettings(carol)
    expect(add.hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Change threshold' }).hasAttribute('disabled')).toBe(true)
    expect(
      screen.getByText("Only owners can propose changes. Connect an owner's wallet to continue."),
    ).toBeTruthy()
  })
})
