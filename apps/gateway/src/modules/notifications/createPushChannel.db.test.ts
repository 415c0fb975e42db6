import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { createTestSafe } from '@coffer/devchain/testing'
import { DeviceType, registerDevice, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import type { Address, Hex, LocalAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TestApp } from '../../../test/createTestApp.ts'
import { startIndexedTestApp, useTestDevchain } from '../../../test/devchainTestApp.ts'
import { type FcmTestServer, startFcmTestServer } from '../../../test/push/startFcmTestServer.ts'
import { type PushReceiver, startPushReceiver } from '../../../test/push/startPushReceiver.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { Indexers } from '../../indexer/startIndexers.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import type { AlertEvent, AlertMessage, AlertPayload, DeliveryChannel } from '../delivery/delivery.types.ts'
import {
  devChainId,
  proposeBody,
  safeTxHashOf,
  signSafeTx,
  type TestTx,
} from '../proposals/testing/proposalFixtures.ts'
import { createPushChannel } from './createPushChannel.ts'
import { getRegistrationHash } from './recoverRegistrationSigner.ts'

const deployer = getDevAccount(0)
const [owner1, owner2] = [getDevAccount(4), getDevAccount(5)]
const stranger = getDevAccount(7)
const recipientAddress: Address = '0x000000000000000000000000000000000000dEaD'

const devchain = useTestDevchain('push')
let dir: string
let receiver: PushReceiver
let fcm: FcmTestServer
let serviceAccountFile: string

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'coffer-push-'))
  receiver = await startPushReceiver()
  fcm = await startFcmTestServer()
  serviceAccountFile = path.join(dir, 'fcm-service-account.json')
  await writeFile(serviceAccountFile, JSON.stringify(fcm.serviceAccount))
})

afterAll(async () => {
  await receiver?.close()
  await fcm?.close()
  await rm(dir, { recursive: true, force: true })
})

const message: AlertMessage = {
  title: 'Confirmation needed',
  body: '1 of 2 signed: Send 1 ETH — your signature is needed',
  path: '/safe/coffer:0x/transactions',
}

describe.each(testDatabaseKinds)('the push channel on %s', (database) => {
  let t: TestApp
  let indexers: Indexers
  let channel: DeliveryChannel
  /** Owners owner1 and owner2, threshold 2. */
  let safe: Address
  let nextEventId = 1
  const event = (payload: AlertPayload): AlertEvent => ({
    id: nextEventId++,
    chainId: devChainId,
    safe,
    payload,
    blockNumber: null,
    createdAt: Date.now(),
  })

  /** A device registered through the SDK, signed by `signer` (or unsigned). */
  async function register(
    deviceType: DeviceType,
    cloudMessagingToken: string,
    signer?: LocalAccount,
  ): Promise<string> {
    const uuid = randomUUID()
    const timestamp = String(Math.floor(Date.now() / 1000))
    const hash = getRegistrationHash({ timestamp, uuid, cloudMessagingToken, safes: [safe] })
    const signatures: Hex[] = []
    if (signer?.sign)
      signatures.push(
        deviceType === DeviceType.WEB
          ? await signer.signMessage({ message: { raw: hash } })
          : await signer.sign({ hash }),
      )
    await registerDevice({
      uuid,
      cloudMessagingToken,
      buildNumber: '1',
      bundle: 'coffer',
      version: '1',
      deviceType,
      timestamp,
      safeRegistrations: [{ chainId: String(devChainId), safes: [safe], signatures }],
    })
    return uuid
  }

  beforeAll(async () => {
    const started = await startIndexedTestApp(devchain, {
      database,
      config: {
        push: {
          serviceOrigins: [receiver.origin],
          fcm: { serviceAccountFile, baseUrl: fcm.origin },
        },
      },
    })
    ;({ t, indexers } = started)
    setBaseUrl(started.gatewayUrl)
    ;({ safe } = await createTestSafe({
      rpcUrl: devchain.rpcUrl,
      sender: deployer,
      owners: [owner1.address, owner2.address],
      threshold: 2,
    }))
    await waitFor(
      async () =>
        (
          await t.deps.db
            .selectFrom('safe_owners')
            .select('owner')
            .where('chain_id', '=', devChainId)
            .where('safe', '=', safe)
            .execute()
        ).length === 2,
      { what: 'the Safe indexed' },
    )
    channel = await createPushChannel(t.deps)
  }, 120_000)

  afterAll(async () => {
    await indexers?.stop()
    await t?.close()
  })

  beforeEach(async () => {
    await t.deps.db.deleteFrom('push_subscriptions').execute()
    await t.deps.db.deleteFrom('push_devices').execute()
    receiver.answerWith(null)
  })

  it('sends confirmation requests only to devices of owners who have not signed', async () => {
    const ownerBrowser = await register(DeviceType.WEB, JSON.stringify(receiver.subscribe().json), owner1)
    const strangerBrowser = await register(
      DeviceType.WEB,
      JSON.stringify(receiver.subscribe().json),
      stranger,
    )
    const unsignedBrowser = await register(DeviceType.WEB, JSON.stringify(receiver.subscribe().json))
    const ownerPhone = await register(DeviceType.ANDROID, `fcm-${randomUUID()}`, owner2)

    const everyone = await channel.recipients(
      t.deps.db,
      event({ type: 'INCOMING_ETHER', txHash: `0x${'1'.repeat(64)}`, value: '1' }),
    )
    expect(everyone).toEqual([ownerBrowser, strangerBrowser, unsignedBrowser, ownerPhone].sort())

    const tx: TestTx = { to: recipientAddress, value: 1n, nonce: 0n }
    const safeTxHash = safeTxHashOf(safe, tx)
    const request = event({ type: 'CONFIRMATION_REQUEST', safeTxHash })
    expect(await channel.recipients(t.deps.db, request)).toEqual([ownerBrowser, ownerPhone].sort())

    // owner1 proposes with its signature: only owner2 still has to sign.
    const proposed = await t.app.inject({
      method: 'POST',
      url: `/v1/chains/${devChainId}/transactions/${safe}/propose`,
      payload: proposeBody(safe, tx, {
        sender: owner1.address,
        signature: await signSafeTx(owner1, safe, tx),
      }),
    })
    expect(proposed.statusCode).toBe(200)
    expect(await channel.recipients(t.deps.db, request)).toEqual([ownerPhone])

    expect(
      await channel.recipients(
        t.deps.db,
        event({ type: 'MESSAGE_CONFIRMATION_REQUEST', messageHash: `0x${'2'.repeat(64)}` }),
      ),
    ).toEqual([ownerBrowser, ownerPhone].sort())
  })

  it('pushes an encrypted, VAPID-signed message that the browser decrypts', async () => {
    const subscription = receiver.subscribe()
    const uuid = await register(DeviceType.WEB, JSON.stringify(subscription.json), owner1)
    const safeTxHash = `0x${'3'.repeat(64)}`
    const arrived = receiver.next()
    const outcome = await channel.deliver({
      id: 9_007_199_254_740_991,
      event: event({ type: 'CONFIRMATION_REQUEST', safeTxHash }),
      recipient: uuid,
      message,
      attempt: 1,
    })
    expect(outcome).toEqual({ kind: 'delivered' })
    const push = await arrived
    expect(receiver.problems).toEqual([])
    expect(push.subscriptionId).toBe(subscription.id)
    expect(push.vapidPublicKey).toBe(t.deps.vapidKeys.publicKey)
    expect(push.claims).toMatchObject({ aud: receiver.origin, sub: 'mailto:push@127.0.0.1' })
    expect(push.ttl).toBe(86_400)
    expect(push.urgency).toBe('high')
    // The delivery's own topic (RFC 8030 §5.4: at most 32 base64url characters), the same on every try.
    expect(push.topic).toBe('delivery-9007199254740991')
    expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
    expect(JSON.parse(push.text)).toEqual({
      ...message,
      data: {
        type: 'CONFIRMATION_REQUEST',
        safeTxHash,
        chainId: String(devChainId),
        address: safe,
      },
    })
  })

  it('forgets a gone subscription, retries what may pass later, and never follows a redirect', async () => {
    const uuid = await register(DeviceType.WEB, JSON.stringify(receiver.subscribe().json), owner1)
    const delivery = {
      id: 1,
      event: event({
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        safeTxHash: `0x${'4'.repeat(64)}`,
        txHash: `0x${'5'.repeat(64)}`,
        failed: false,
      }),
      recipient: uuid,
      message,
      attempt: 1,
    }
    receiver.answerWith({ status: 429, headers: { 'retry-after': '7' } })
    expect(await channel.deliver(delivery)).toEqual({
      kind: 'retry',
      reason: 'The push service answered 429',
      retryAfterMs: 7000,
    })
    receiver.answerWith({ status: 503 })
    expect(await channel.deliver(delivery)).toMatchObject({
      kind: 'retry',
      reason: 'The push service answered 503',
    })

    const before = receiver.requestCount()
    receiver.answerWith({ status: 307, headers: { location: 'https://elsewhere.example/push' } })
    expect(await channel.deliver(delivery)).toEqual({
      kind: 'dropped',
      reason: 'The push service redirected (307); redirects are not followed',
    })
    expect(receiver.requestCount()).toBe(before + 1)

    receiver.answerWith({ status: 410 })
    expect(await channel.deliver(delivery)).toEqual({
      kind: 'dropped',
      reason: 'The push subscription is gone (410); the device was unregistered',
    })
    expect(
      await t.deps.db.selectFrom('push_devices').select('uuid').where('uuid', '=', uuid).execute(),
    ).toEqual([])
    expect(await channel.deliver(delivery)).toEqual({
      kind: 'dropped',
      reason: 'The device was unregistered',
    })
    expect(receiver.problems).toEqual([])
  })

  it('drops, without trying, a device whose key is no point of the curve (stored before it was checked)', async () => {
    const subscription = receiver.subscribe().json
    const uuid = await register(DeviceType.WEB, JSON.stringify(subscription), owner1)
    const offCurve = Buffer.from(subscription.keys.p256dh, 'base64url')
    offCurve[64] = (offCurve[64] ?? 0) ^ 1
    await t.deps.db
      .updateTable('push_devices')
      .set({
        cloud_messaging_token: JSON.stringify({
          ...subscription,
          keys: { ...subscription.keys, p256dh: offCurve.toString('base64url') },
        }),
      })
      .where('uuid', '=', uuid)
      .execute()
    const before = receiver.requestCount()
    const alert = event({ type: 'INCOMING_ETHER', txHash: `0x${'7'.repeat(64)}`, value: '5' })
    expect(await channel.deliver({ id: 1, event: alert, recipient: uuid, message, attempt: 1 })).toEqual({
      kind: 'dropped',
      reason:
        'The cloudMessagingToken is not a PushSubscription (keys.p256dh: keys.p256dh is not a point of the P-256 curve)',
    })
    expect(receiver.requestCount()).toBe(before)
  })

  it('drops what the operator no longer allows, and what needs FCM when there is none', async () => {
    const uuid = await register(DeviceType.WEB, JSON.stringify(receiver.subscribe().json), owner1)
    const phone = await register(DeviceType.IOS, `fcm-${randomUUID()}`, owner1)
    const strict = await createPushChannel({
      ...t.deps,
      config: {
        ...t.deps.config,
        push: {
          ...t.deps.config.push,
          serviceOrigins: [],
          fcm: { ...t.deps.config.push.fcm, serviceAccountFile: null },
        },
      },
    })
    const alert = event({ type: 'INCOMING_ETHER', txHash: `0x${'6'.repeat(64)}`, value: '5' })
    const before = receiver.requestCount()
    expect(await strict.deliver({ id: 1, event: alert, recipient: uuid, message, attempt: 1 })).toEqual({
      kind: 'dropped',
      reason: `The push endpoint ${receiver.origin} is not https`,
    })
    expect(receiver.requestCount()).toBe(before)
    expect(await strict.deliver({ id: 1, event: alert, recipient: phone, message, attempt: 1 })).toEqual({
      kind: 'dropped',
      reason: 'IOS devices need FCM, and no FCM service account is configured',
    })
  })

  it('sends to the mobile apps through FCM HTTP v1 with one cached access token', async () => {
    const token = `fcm-${randomUUID()}`
    const phone = await register(DeviceType.ANDROID, token, owner2)
    const tokensBefore = fcm.tokenRequests()
    const alert = event({ type: 'INCOMING_ETHER', txHash: `0x${'7'.repeat(64)}`, value: '1000' })
    expect(await channel.deliver({ id: 1, event: alert, recipient: phone, message, attempt: 1 })).toEqual({
      kind: 'delivered',
    })
    expect(await channel.deliver({ id: 1, event: alert, recipient: phone, message, attempt: 2 })).toEqual({
      kind: 'delivered',
    })
    expect(fcm.tokenRequests() - tokensBefore).toBeLessThanOrEqual(1)
    expect(fcm.sent.filter((sent) => sent.token === token)).toEqual([
      {
        token,
        notification: { title: message.title, body: message.body },
        data: {
          type: 'INCOMING_ETHER',
          txHash: `0x${'7'.repeat(64)}`,
          value: '1000',
          chainId: String(devChainId),
          address: safe,
          path: message.path,
        },
      },
      expect.anything(),
    ])

    fcm.unregistered.add(token)
    expect(await channel.deliver({ id: 1, event: alert, recipient: phone, message, attempt: 3 })).toEqual({
      kind: 'dropped',
      reason: 'FCM answered 404 UNREGISTERED; the device was unregistered',
    })
    expect(
      await t.deps.db.selectFrom('push_devices').select('uuid').where('uuid', '=', phone).execute(),
    ).toEqual([])
  })
})
