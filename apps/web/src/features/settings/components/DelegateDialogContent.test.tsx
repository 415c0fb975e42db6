import { getDelegateTypedData } from '@coffer/safe'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type Address, type Hex, recoverTypedDataAddress, UserRejectedRequestError } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { configureGateway } from '../../../gateway/gatewayClient.ts'
import { ownerKeys } from '../../../safe-tx/model/testSafeTx.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { sendJson, startGatewayFixture } from '../../../testing/startGatewayFixture.ts'
import type { SafeDelegation } from '../model/safeDelegations.ts'
import { type DelegateAction, DelegateDialogContent, type DelegateSigner } from './DelegateDialogContent.tsx'

const alice = privateKeyToAccount(ownerKeys[0])
const bob = privateKeyToAccount(ownerKeys[1])
const bot = privateKeyToAccount(ownerKeys[2])
const safe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const chain = buildChainInfo()
const chainId = 31337

/** What the fixture gateway received, and the refusal it answers with when set. */
const received: { method: string; path: string; body: Record<string, unknown> }[] = []
let refusal: string | undefined
let fixture: Awaited<ReturnType<typeof startGatewayFixture>>

beforeAll(async () => {
  fixture = await startGatewayFixture((request, body, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    received.push({ method: request.method ?? '', path, body: JSON.parse(body || '{}') })
    if (refusal) return sendJson(response, 400, { code: 400, message: refusal })
    return sendJson(response, 200)
  })
  configureGateway(fixture.url)
})
afterAll(() => fixture.close())
beforeEach(() => {
  received.length = 0
  refusal = undefined
})

/** A real local account behind the dialog's signer: its signatures recover as a wallet's do. */
function localSigner(account: PrivateKeyAccount, { onChain = chainId, refuse = false } = {}): DelegateSigner {
  return {
    address: account.address,
    chainId: onChain,
    switchChain: () => Promise.resolve(),
    signDelegate: (typedData) =>
      refuse
        ? Promise.reject(new UserRejectedRequestError(new Error('User rejected the request.')))
        : account.signTypedData(typedData),
  }
}

function renderDialog(action: DelegateAction, signer: DelegateSigner) {
  const calls = { changed: 0, closed: 0 }
  render(
    <DelegateDialogContent
      chain={chain}
      safe={safe}
      owners={[alice.address, bob.address]}
      action={action}
      signer={signer}
      onChanged={() => {
        calls.changed++
      }}
      onClose={() => {
        calls.closed++
      }}
    />,
  )
  return calls
}

async function signerOf(delegate: Address, signature: unknown): Promise<Address> {
  return recoverTypedDataAddress({
    ...getDelegateTypedData({ chainId, delegate }),
    signature: signature as Hex,
  })
}

describe('Add delegate', () => {
  it('checks the form, then the owner signs the EIP-712 Delegate and the gateway gets it', async () => {
    const calls = renderDialog({ kind: 'add' }, localSigner(alice))
    fireEvent.click(screen.getByRole('button', { name: 'Sign and add delegate' }))
    expect(await screen.findByText('Give the delegate a label')).toBeTruthy()
    expect(received).toEqual([])

    fireEvent.change(screen.getByLabelText('Delegate address'), { target: { value: alice.address } })
    expect(screen.getByText('You cannot be your own delegate')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'x'.repeat(51) } })
    expect(screen.getByText('A label has at most 50 characters')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Delegate address'), { target: { value: bot.address } })
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: '  Payroll bot ' } })
    expect(screen.getByText('11 of 50 characters, e.g. Payroll bot')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Every Safe you own on Coffer Devchain'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign and add delegate' }))

    expect(await screen.findByText('Delegate added')).toBeTruthy()
    expect(calls.changed).toBe(1)
    const [sent] = received
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v2/chains/31337/delegates',
      body: { safe: null, delegate: bot.address, delegator: alice.address, label: 'Payroll bot' },
    })
    expect(await signerOf(bot.address, sent?.body.signature)).toBe(alice.address)
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(calls.closed).toBe(1)
  })

  it("shows the gateway's refusal and the wallet's no, and keeps the form", async () => {
    renderDialog({ kind: 'add' }, localSigner(alice, { refuse: true }))
    fireEvent.change(screen.getByLabelText('Delegate address'), { target: { value: bot.address } })
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Bot' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign and add delegate' }))
    expect(
      await screen.findByText('You declined the signature in your wallet. Nothing was sent.'),
    ).toBeTruthy()
    expect(received).toEqual([])
  })

  it('passes on a refusal of the gateway in its words', async () => {
    refusal = 'Provided delegator=0x… is not an owner of Safe=0x…'
    renderDialog({ kind: 'add' }, localSigner(alice))
    fireEvent.change(screen.getByLabelText('Delegate address'), { target: { value: bot.address } })
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Bot' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign and add delegate' }))
    expect(await screen.findByText(/is not an owner of Safe/)).toBeTruthy()
    expect(screen.getByLabelText('Label')).toBeTruthy()
  })

  it('asks for the Safe’s network before signing, and tells a non-owner why it cannot', () => {
    renderDialog({ kind: 'add' }, localSigner(alice, { onChain: 1 }))
    expect(screen.getByRole('button', { name: 'Switch to Coffer Devchain' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign and add delegate' })).toBeNull()
  })
})

describe('Remove delegate', () => {
  const delegation: SafeDelegation = {
    delegate: bot.address,
    delegator: alice.address,
    label: 'Payroll bot',
    scope: 'safe',
    delegatorIsOwner: true,
  }

  it('the delegate itself signs, for this Safe only', async () => {
    renderDialog({ kind: 'remove', delegation }, localSigner(bot))
    fireEvent.click(screen.getByRole('button', { name: 'Sign and remove' }))
    expect(await screen.findByText('Delegate removed')).toBeTruthy()
    const [sent] = received
    expect(sent).toMatchObject({
      method: 'DELETE',
      path: `/v2/chains/31337/delegates/${bot.address}`,
      body: { delegator: alice.address, safe },
    })
    expect(await signerOf(bot.address, sent?.body.signature)).toBe(bot.address)
  })

  it('the delegator signs an all-Safes removal', async () => {
    renderDialog({ kind: 'remove', delegation: { ...delegation, scope: 'all' } }, localSigner(alice))
    fireEvent.click(screen.getByRole('button', { name: 'Sign and remove' }))
    await waitFor(() => expect(received).toHaveLength(1))
    expect(received[0]?.body).toMatchObject({ delegator: alice.address, safe: null })
  })

  it('offers no signature to someone who is neither', () => {
    renderDialog({ kind: 'remove', delegation }, localSigner(bob))
    expect(
      screen.getByText('Only the owner who added this delegate, or the delegate itself, can remove it.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign and remove' })).toBeNull()
  })
})
