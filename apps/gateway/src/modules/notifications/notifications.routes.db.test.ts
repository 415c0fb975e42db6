import { randomUUID } from 'node:crypto'
import {
  DeviceType,
  registerDevice,
  setBaseUrl,
  unregisterDevice,
  unregisterSafe,
} from '@safe-global/safe-gateway-typescript-sdk'
import { type Address, getAddress, type Hex, type LocalAccount } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { createTestPushSubscription } from '../../../test/push/createTestPushSubscription.ts'
import { signInWithEthereum } from '../../../test/siwe.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import { alertTypes } from '../delivery/delivery.types.ts'
import { registrationLimits } from './notifications.schema.ts'
import { getRegistrationHash } from './recoverRegistrationSigner.ts'

const chainId = '31337'
const origin = 'http://127.0.0.1:18080'
const loopbackPushOrigin = 'http://127.0.0.1:9'
const [safeA, safeB, safeC] = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
].map((address) => getAddress(address)) as [Address, Address, Address]

const webToken = (endpoint = 'https://fcm.googleapis.com/fcm/send/abc:def') =>
  JSON.stringify(createTestPushSubscription(endpoint).json)

type Registration = {
  uuid?: string
  cloudMessagingToken: string
  deviceType: DeviceType
  timestamp?: string
  safeRegistrations: { chainId: string; safes: string[]; signatures: string[] }[]
}

/** A registration as the apps send it, each entry signed by `signers` (WEB: personal_sign; else raw). */
async function signedRegistration({
  uuid,
  cloudMessagingToken,
  deviceType,
  safes,
  signers,
  timestamp = String(Math.floor(Date.now() / 1000)),
}: {
  uuid?: string
  cloudMessagingToken: string
  deviceType: DeviceType
  safes: string[]
  signers: LocalAccount[]
  timestamp?: string
}): Promise<Registration> {
  const hash = getRegistrationHash({
    timestamp,
    uuid: uuid ?? null,
    cloudMessagingToken,
    safes: [...new Set(safes)],
  })
  const signatures: Hex[] = []
  for (const signer of signers) {
    if (deviceType === DeviceType.WEB) signatures.push(await signer.signMessage({ message: { raw: hash } }))
    else if (signer.sign) signatures.push(await signer.sign({ hash }))
    else throw new Error('the account cannot sign a raw hash')
  }
  return {
    ...(uuid ? { uuid } : {}),
    cloudMessagingToken,
    deviceType,
    timestamp,
    safeRegistrations: [{ chainId, safes, signatures }],
  }
}

describe.each(testDatabaseKinds)('push notification registration on %s', (database) => {
  let t: TestApp
  const alice = privateKeyToAccount(generatePrivateKey())
  const bob = privateKeyToAccount(generatePrivateKey())

  const register = (body: Registration) =>
    registerDevice({ buildNumber: '1', bundle: 'coffer.web', version: '1.0.0', ...body })
  const subscriptions = (uuid: string) =>
    t.deps.db
      .selectFrom('push_subscriptions')
      .select(['safe', 'signer', 'notification_type'])
      .where('device_uuid', '=', uuid)
      .orderBy('safe')
      .orderBy('signer')
      .orderBy('notification_type')
      .execute()
  /** Safe → signer → how many types. */
  const summary = async (uuid: string) => {
    const out: Record<string, Record<string, number>> = {}
    for (const row of await subscriptions(uuid)) {
      const bySigner = out[row.safe] ?? {}
      bySigner[row.signer] = (bySigner[row.signer] ?? 0) + 1
      out[row.safe] = bySigner
    }
    return out
  }
  const device = (uuid: string) =>
    t.deps.db.selectFrom('push_devices').selectAll().where('uuid', '=', uuid).executeTakeFirst()

  const signIn = (account: LocalAccount) => signInWithEthereum(t.app, { account, origin })

  beforeAll(async () => {
    t = await createTestApp({ push: { serviceOrigins: [loopbackPushOrigin] } }, { database })
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    const address = t.app.server.address()
    if (address === null || typeof address === 'string') throw new Error('The gateway is not listening')
    setBaseUrl(`http://127.0.0.1:${address.port}`)
  })
  afterAll(async () => {
    await t?.close()
  })
  beforeEach(async () => {
    await t.deps.db.deleteFrom('push_subscriptions').execute()
    await t.deps.db.deleteFrom('push_devices').execute()
  })

  it('serves the VAPID public key kept in the data dir', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/notifications/vapid-public-key' })
    expect(res.statusCode).toBe(200)
    const { publicKey } = res.json()
    expect(publicKey).toBe(t.deps.vapidKeys.publicKey)
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
  })

  it('registers a browser for every type, once per recovered signer', async () => {
    const uuid = randomUUID()
    await register(
      await signedRegistration({
        uuid,
        cloudMessagingToken: webToken(),
        deviceType: DeviceType.WEB,
        // Lowercase and duplicated as a client may send them: signed as sent, stored checksummed.
        safes: [safeB.toLowerCase(), safeA, safeB.toLowerCase()],
        signers: [alice, bob],
      }),
    )
    expect(await summary(uuid)).toEqual({
      [safeA]: { [alice.address]: alertTypes.length, [bob.address]: alertTypes.length },
      [safeB]: { [alice.address]: alertTypes.length, [bob.address]: alertTypes.length },
    })
    expect(await device(uuid)).toMatchObject({ device_type: 'WEB', bundle: 'coffer.web', version: '1.0.0' })

    // A browser registers one signer at a time: the other signer's subscriptions stay.
    await register(
      await signedRegistration({
        uuid,
        cloudMessagingToken: webToken(),
        deviceType: DeviceType.WEB,
        safes: [safeC],
        signers: [alice],
      }),
    )
    expect(Object.keys(await summary(uuid)).sort()).toEqual([safeA, safeB, safeC].sort())
  })

  it('lets a mobile device replace its whole list, and subscribe unsigned', async () => {
    const uuid = randomUUID()
    const token = 'fcm-registration-token-1'
    await register(
      await signedRegistration({
        uuid,
        cloudMessagingToken: token,
        deviceType: DeviceType.ANDROID,
        safes: [safeA, safeB],
        signers: [alice],
      }),
    )
    expect(await summary(uuid)).toEqual({
      [safeA]: { [alice.address]: alertTypes.length },
      [safeB]: { [alice.address]: alertTypes.length },
    })
    await register({
      uuid,
      cloudMessagingToken: token,
      deviceType: DeviceType.IOS,
      safeRegistrations: [{ chainId, safes: [safeC], signatures: [] }],
    })
    expect(await summary(uuid)).toEqual({ [safeC]: { '': alertTypes.length } })
  })

  it('refuses what it cannot trust, with CGW messages where CGW has one', async () => {
    const uuid = randomUUID()
    const stale = String(Math.floor(Date.now() / 1000) - 6 * 60)
    await expect(
      register(
        await signedRegistration({
          uuid,
          cloudMessagingToken: webToken(),
          deviceType: DeviceType.WEB,
          safes: [safeA],
          signers: [alice],
          timestamp: stale,
        }),
      ),
    ).rejects.toThrow('CGW error - 400: The signature is expired!')

    const good = await signedRegistration({
      uuid,
      cloudMessagingToken: webToken(),
      deviceType: DeviceType.WEB,
      safes: [safeA],
      signers: [alice],
    })
    const entry = good.safeRegistrations[0]
    if (!entry) throw new Error('no entry')
    // r and s of zero recover to no key.
    const broken = `0x${'00'.repeat(64)}1b`
    await expect(
      register({ ...good, safeRegistrations: [{ ...entry, signatures: [broken] }] }),
    ).rejects.toThrow('CGW error - 400: Invalid signature: it recovers to no address')
    await expect(
      register({ ...good, safeRegistrations: [{ ...entry, signatures: ['0x1234'] }] }),
    ).rejects.toThrow('CGW error - invalid_format: Invalid signature: expected 65 bytes as 0x-prefixed hex')
    const { timestamp: _dropped, ...untimed } = good
    await expect(register(untimed)).rejects.toThrow(
      'CGW error - 422: A timestamp is required with signatures',
    )

    // A signature over other Safes recovers to some other address: stored as that signer, never as alice.
    await register({ ...good, safeRegistrations: [{ ...entry, safes: [safeB] }] })
    const signers = new Set((await subscriptions(uuid)).map((row) => row.signer))
    expect(signers.has(alice.address)).toBe(false)
    expect(signers.size).toBe(1)

    const unsigned = { uuid: randomUUID(), deviceType: DeviceType.WEB, safeRegistrations: [] }
    await expect(register({ ...unsigned, cloudMessagingToken: 'not json' })).rejects.toThrow(
      'CGW error - 422: The cloudMessagingToken of a WEB device must be the JSON of a PushSubscription',
    )
    const noAuth = createTestPushSubscription('https://fcm.googleapis.com/fcm/send/x').json
    await expect(
      register({
        ...unsigned,
        cloudMessagingToken: JSON.stringify({
          ...noAuth,
          keys: { p256dh: noAuth.keys.p256dh, auth: 'AAAA' },
        }),
      }),
    ).rejects.toThrow(
      'CGW error - 422: The cloudMessagingToken is not a PushSubscription (keys.auth: keys.auth is not a 16-byte secret)',
    )
    // 65 bytes that start with 0x04 but are no point of the curve: every delivery to it would fail.
    const offCurve = Buffer.from(noAuth.keys.p256dh, 'base64url')
    offCurve[64] = (offCurve[64] ?? 0) ^ 1
    const offCurveToken = JSON.stringify({
      ...noAuth,
      keys: { ...noAuth.keys, p256dh: offCurve.toString('base64url') },
    })
    await expect(register({ ...unsigned, cloudMessagingToken: offCurveToken })).rejects.toThrow(
      'CGW error - 422: The cloudMessagingToken is not a PushSubscription (keys.p256dh: keys.p256dh is not a point of the P-256 curve)',
    )
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/v2/register/notifications',
      payload: {
        cloudMessagingToken: offCurveToken,
        deviceType: 'WEB',
        safes: [{ chainId, address: safeA, notificationTypes: ['INCOMING_ETHER'] }],
      },
    })
    expect(v2.statusCode).toBe(422)
    expect(v2.json().message).toContain('keys.p256dh is not a point of the P-256 curve')
    await expect(
      register({ ...unsigned, cloudMessagingToken: webToken('https://push.evil.example/x') }),
    ).rejects.toThrow(
      'CGW error - 422: The push endpoint https://push.evil.example is not a known push service',
    )
    await expect(
      register({ ...unsigned, cloudMessagingToken: webToken('http://127.0.0.1:10/x') }),
    ).rejects.toThrow('CGW error - 422: The push endpoint http://127.0.0.1:10 is not https')
    // The operator's loopback origin is allowed.
    await register({ ...unsigned, cloudMessagingToken: webToken(`${loopbackPushOrigin}/push/1`) })
    expect(await device(unsigned.uuid)).toBeDefined()

    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/register/notifications',
      payload: { deviceType: 'WEB', safeRegistrations: [] },
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toMatchObject({ statusCode: 422, path: ['cloudMessagingToken'] })
  })

  it('takes a registration at the bounds, and refuses one past them before recovering or writing anything', async () => {
    const uuid = randomUUID()
    const cloudMessagingToken = webToken()
    const timestamp = String(Math.floor(Date.now() / 1000))
    const safesOf = (chain: number, count: number) =>
      Array.from({ length: count }, (_, index) =>
        getAddress(`0x${(chain * 1000 + index + 1).toString(16).padStart(40, '0')}`),
      )
    // Safe{Wallet}'s shape at the bound: one signature per chain, 50 chains × 10 Safes = 500 subscriptions.
    const safeRegistrations = []
    for (let chain = 1; chain <= registrationLimits.chains; chain++) {
      const safes = safesOf(chain, 10)
      const hash = getRegistrationHash({ timestamp, uuid, cloudMessagingToken, safes })
      safeRegistrations.push({
        chainId: String(chain),
        safes,
        signatures: [await alice.signMessage({ message: { raw: hash } })],
      })
    }
    await register({ uuid, cloudMessagingToken, deviceType: DeviceType.WEB, timestamp, safeRegistrations })
    expect(await subscriptions(uuid)).toHaveLength(registrationLimits.subscriptions * alertTypes.length)

    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/v1/register/notifications', payload })
    const base = {
      uuid: randomUUID(),
      cloudMessagingToken,
      buildNumber: '1',
      bundle: 'b',
      version: '1',
      deviceType: 'WEB',
      timestamp,
    }
    const signatures = (count: number) => Array.from({ length: count }, () => `0x${'11'.repeat(64)}1b`)
    // The probe's request: 50 chains × 20 Safes × 10 signatures (115 KB), 110,000 rows had it been written.
    const probe = await post({
      ...base,
      safeRegistrations: Array.from({ length: 50 }, (_, index) => ({
        chainId: String(index + 1),
        safes: safesOf(index + 1, 20),
        signatures: signatures(10),
      })),
    })
    expect(probe.statusCode).toBe(413)
    // What fits in the body: one chain's 500 Safes × 10 signatures (24 KB) would be 55,000 rows.
    const oneChain = await post({
      ...base,
      safeRegistrations: [{ chainId: '1', safes: safesOf(1, 500), signatures: signatures(10) }],
    })
    expect(oneChain.statusCode).toBe(422)
    expect(oneChain.json()).toMatchObject({
      statusCode: 422,
      path: ['safeRegistrations'],
      message: 'A registration may name at most 500 subscriptions (Safes × signatures); this one names 5000',
    })
    const manySignatures = await post({
      ...base,
      safeRegistrations: Array.from({ length: 50 }, (_, index) => ({
        chainId: String(index + 1),
        safes: safesOf(index + 1, 1),
        signatures: signatures(2),
      })),
    })
    expect(manySignatures.statusCode).toBe(422)
    expect(manySignatures.json().message).toBe(
      'A registration may carry at most 50 signatures; this one has 100',
    )
    expect(await device(base.uuid)).toBeUndefined()
  })

  it('unregisters a Safe, then the device, and says 404 for what is not there', async () => {
    const uuid = randomUUID()
    await register({
      uuid,
      cloudMessagingToken: webToken(),
      deviceType: DeviceType.WEB,
      safeRegistrations: [{ chainId, safes: [safeA, safeB], signatures: [] }],
    })
    await unregisterSafe(chainId, safeA.toLowerCase(), uuid)
    expect(Object.keys(await summary(uuid))).toEqual([safeB])
    await expect(unregisterSafe(chainId, safeA, uuid)).rejects.toThrow(
      'CGW error - 404: No Subscription Found!',
    )
    // Longer than a bigint: nothing can match, and the database is not asked.
    const huge = await t.app.inject({
      method: 'DELETE',
      url: `/v1/chains/99999999999999999999/notifications/devices/${uuid}/safes/${safeB}`,
    })
    expect(huge.statusCode).toBe(404)
    await expect(
      register({
        uuid,
        cloudMessagingToken: webToken(),
        deviceType: DeviceType.WEB,
        safeRegistrations: [{ chainId: '99999999999999999999', safes: [safeA], signatures: [] }],
      }),
    ).rejects.toThrow('CGW error - custom: The chain id is too large')
    await unregisterDevice(chainId, uuid)
    expect(await device(uuid)).toBeUndefined()
    expect(await subscriptions(uuid)).toEqual([])
    await expect(unregisterDevice(chainId, uuid)).rejects.toThrow('CGW error - 404: No Device Found!')
    await expect(unregisterDevice(chainId, 'not-a-uuid')).rejects.toThrow('CGW error - invalid_format')
  })

  it('v2: registers per type, with the session as signer, reads and deletes', async () => {
    const post = (payload: unknown, token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/register/notifications',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
        ...(token ? { cookies: { access_token: token } } : {}),
      })
    const token = webToken()
    const anonymous = await post({
      cloudMessagingToken: token,
      deviceType: 'WEB',
      safes: [{ chainId, address: safeA, notificationTypes: ['INCOMING_ETHER'] }],
    })
    expect(anonymous.statusCode).toBe(201)
    const { deviceUuid } = anonymous.json()
    expect(await summary(deviceUuid)).toEqual({ [safeA]: { '': 1 } })

    const session = await signIn(alice)
    const signed = await post(
      {
        cloudMessagingToken: token,
        deviceType: 'WEB',
        deviceUuid,
        safes: [
          {
            chainId,
            address: safeA.toLowerCase(),
            notificationTypes: ['CONFIRMATION_REQUEST', 'EXECUTED_MULTISIG_TRANSACTION'],
          },
        ],
      },
      session,
    )
    expect(signed.statusCode).toBe(201)
    expect(signed.json()).toEqual({ deviceUuid })
    // The unsigned subscription of that Safe is replaced by the signer's.
    expect(await summary(deviceUuid)).toEqual({ [safeA]: { [alice.address]: 2 } })

    const url = `/v2/chains/${chainId}/notifications/devices/${deviceUuid}/safes/${safeA}`
    const read = await t.app.inject({ method: 'GET', url, cookies: { access_token: session } })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual([{ name: 'CONFIRMATION_REQUEST' }, { name: 'EXECUTED_MULTISIG_TRANSACTION' }])
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(403)

    expect(
      (
        await post({
          cloudMessagingToken: token,
          deviceType: 'WEB',
          safes: [{ chainId, address: safeA, notificationTypes: ['NOPE'] }],
        })
      ).statusCode,
    ).toBe(422)

    const deleteAll = (payload: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/v2/notifications/subscriptions',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      })
    // Only unsigned ones: there are none.
    const none = await deleteAll({
      subscriptions: [{ chainId, deviceUuid, safeAddress: safeA, signerAddress: null }],
    })
    expect(none.statusCode).toBe(404)
    expect(none.json()).toEqual({ statusCode: 404, message: 'No Subscription Found!', error: 'Not Found' })
    expect((await deleteAll({ subscriptions: [] })).statusCode).toBe(422)
    const done = await deleteAll({
      subscriptions: [{ chainId, deviceUuid, safeAddress: safeA, signerAddress: alice.address }],
    })
    expect(done.statusCode).toBe(200)
    expect(await subscriptions(deviceUuid)).toEqual([])

    const removeDevice = () =>
      t.app.inject({ method: 'DELETE', url: `/v2/chains/${chainId}/notifications/devices/${deviceUuid}` })
    expect((await removeDevice()).statusCode).toBe(200)
    expect((await removeDevice()).statusCode).toBe(404)
  })
})
