import { randomUUID } from 'node:crypto'
import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { DeviceType, proposeTransaction, registerDevice } from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PushReceiver, startPushReceiver } from '../../../test/push/startPushReceiver.ts'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from '../proposals/testing/proposalFixtures.ts'
import { VapidPublicKeySchema } from './notifications.schema.ts'
import { getRegistrationHash } from './recoverRegistrationSigner.ts'

/** Owners of the devchain's demo Safe (2 of 3). */
const [owner1, owner2] = [getDevAccount(1), getDevAccount(2)]

// The gateway as the product starts it (its default channels), and a browser's push service: a proposal
// reaches the browser of the owner who still has to sign, encrypted for it.
describe('push notifications in a running gateway', () => {
  let env: GatewayOnDevchain
  let receiver: PushReceiver
  let safe: Address

  beforeAll(async () => {
    receiver = await startPushReceiver()
    env = await startGatewayOnDevchain('push', { config: { push: { serviceOrigins: [receiver.origin] } } })
    safe = env.devchain.demo.safe
    await waitForSafeIndexed(env.gateway.url, devChainId, safe)
  }, 60_000)
  afterAll(async () => {
    await env?.close()
    await receiver?.close()
  })

  it("pushes a proposal's confirmation request to the browser of an owner who has not signed", async () => {
    const vapid = VapidPublicKeySchema.parse(
      await (await fetch(`${env.gateway.url}/v1/notifications/vapid-public-key`)).json(),
    )
    const subscription = receiver.subscribe()
    const cloudMessagingToken = JSON.stringify(subscription.json)
    const uuid = randomUUID()
    const timestamp = String(Math.floor(Date.now() / 1000))
    const hash = getRegistrationHash({ timestamp, uuid, cloudMessagingToken, safes: [safe] })
    await registerDevice({
      uuid,
      cloudMessagingToken,
      buildNumber: '1',
      bundle: 'coffer',
      version: '1',
      deviceType: DeviceType.WEB,
      timestamp,
      safeRegistrations: [
        {
          chainId: String(devChainId),
          safes: [safe],
          signatures: [await owner2.signMessage({ message: { raw: hash } })],
        },
      ],
    })

    const nonce = await createPublicClient({ transport: http(env.devchain.rpcUrl) }).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    const tx = { to: owner2.address, value: parseEther('1'), nonce }
    const safeTxHash = safeTxHashOf(safe, tx)
    const arrived = receiver.next()
    await proposeTransaction(
      String(devChainId),
      safe,
      proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
    )
    const push = await arrived
    expect(receiver.problems).toEqual([])
    expect(push.subscriptionId).toBe(subscription.id)
    expect(push.vapidPublicKey).toBe(vapid.publicKey)
    expect(push.urgency).toBe('high')
    expect(JSON.parse(push.text)).toEqual({
      title: `Safe ${safe.slice(0, 6)}…${safe.slice(-4)}: signature needed`,
      body: `1 of 2 signed: Send 1 ETH to ${owner2.address.slice(0, 6)}…${owner2.address.slice(-4)} — your signature is needed`,
      path: `/safe/coffer:${safe}/transactions/multisig_${safe}_${safeTxHash}`,
      data: { type: 'CONFIRMATION_REQUEST', safeTxHash, chainId: String(devChainId), address: safe },
    })
  })
})
