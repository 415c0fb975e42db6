import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { proposeTransaction } from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from '../proposals/testing/proposalFixtures.ts'
import type { AlertEvent, AlertMessage, DeliveryChannel, DeliveryOutcome } from './delivery.types.ts'

const [owner1, owner2, owner3] = [getDevAccount(1), getDevAccount(2), getDevAccount(3)]

type Delivered = { event: AlertEvent; recipient: string; message: AlertMessage }

// A gateway started as the product starts it, with a channel that holds every delivery until the test
// lets it go: the proposal must be answered while its alert is still stuck in the channel.
describe('the delivery engine in a running gateway', () => {
  let env: GatewayOnDevchain
  let safe: Address
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  const delivered: Delivered[] = []
  const channel: DeliveryChannel = {
    name: 'push',
    async recipients(db, event) {
      // As the push channel will: the owners who have not signed yet.
      if (event.payload.type !== 'CONFIRMATION_REQUEST') return []
      const signed = await db
        .selectFrom('multisig_confirmations')
        .select('owner')
        .where('safe_tx_hash', '=', event.payload.safeTxHash)
        .execute()
      return [owner1.address, owner2.address, owner3.address].filter(
        (owner) => !signed.some((row) => row.owner === owner),
      )
    },
    async deliver({ event, recipient, message }): Promise<DeliveryOutcome> {
      await released
      delivered.push({ event, recipient, message })
      return { kind: 'delivered' }
    },
  }

  beforeAll(async () => {
    env = await startGatewayOnDevchain('delivery', { options: { deliveryChannels: [channel] } })
    safe = env.devchain.demo.safe
    await waitForSafeIndexed(env.gateway.url, devChainId, safe)
  }, 60_000)
  afterAll(async () => {
    release()
    await env?.close()
  })

  it('answers a proposal before its alert is delivered, then asks each owner who has not signed, once', async () => {
    const nonce = await createPublicClient({ transport: http(env.devchain.rpcUrl) }).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    const tx = { to: owner3.address, value: parseEther('1'), nonce }
    const hash = safeTxHashOf(safe, tx)
    await proposeTransaction(
      String(devChainId),
      safe,
      proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
    )
    expect(delivered).toEqual([])
    release()
    await waitFor(async () => delivered.length >= 2, { what: 'two deliveries' })
    expect(delivered.map((d) => d.recipient).sort()).toEqual([owner2.address, owner3.address].sort())
    for (const { event, message } of delivered) {
      expect(event.payload).toEqual({ type: 'CONFIRMATION_REQUEST', safeTxHash: hash })
      expect(message).toEqual({
        title: `Safe ${safe.slice(0, 6)}…${safe.slice(-4)}: signature needed`,
        body: `1 of 2 signed: Send 1 ETH to ${owner3.address.slice(0, 6)}…${owner3.address.slice(-4)} — your signature is needed`,
        path: `/safe/coffer:${safe}/transactions/multisig_${safe}_${hash}`,
      })
    }
  })
})
