import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import {
  DeviceType,
  getTransactionHistory,
  registerDevice,
  registerEmail,
  registerRecoveryModule,
  setBaseUrl,
  verifyEmail,
} from '@safe-global/safe-gateway-typescript-sdk'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { type PushReceiver, startPushReceiver } from '../../../test/push/startPushReceiver.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { type StartedGateway, startGateway } from '../../startGateway.ts'
import { signSessionToken } from '../auth/sessionToken.ts'
import { type MailCatcher, startMailCatcher } from '../emails/mailCatcher.ts'
import { getRegistrationHash } from '../notifications/recoverRegistrationSigner.ts'
import { RecoverySchema } from './recovery.schema.ts'
import {
  addOwnerProposal,
  cancelAll,
  createRecoverableSafe,
  executeAfter,
  propose,
  recoverer,
  recoveryOwner,
} from './testing/recoveryChain.ts'

const chainId = '31337'
const sessionSecret = 'recovery-test-session-secret-of-enough-length'
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

// The gateway as the product runs it (indexer, delivery worker, SMTP to the mail catcher, Web Push to a
// test push service) and a Safe with a Delay: the §15 routes through the official SDK, the recovery read,
// and one email and one push per recovery event, none repeated after a restart.
describe.each(testDatabaseKinds)('recovery in a running gateway on %s', (kind) => {
  let dir: string
  const devchain = useTestDevchain('recovery-gateway')
  let gateway: StartedGateway
  let catcher: MailCatcher
  let receiver: PushReceiver
  let testDatabase: TestDatabase | undefined
  let safe: Address
  let delay: Address

  const start = async (again = false) => {
    const db = again ? testDatabase?.reopen() : testDatabase?.db
    gateway = await startGateway(
      {
        port: 0,
        dataDir: path.join(dir, 'gateway'),
        logLevel: 'silent',
        sessionSecret,
        smtpUrl: catcher.smtpUrl,
        push: { serviceOrigins: [receiver.origin] },
        chains: [
          {
            chainId: devchain.chainId,
            name: 'Coffer Devchain',
            shortName: 'coffer',
            rpcUrl: devchain.rpcUrl,
            isTestnet: true,
            l2: true,
          },
        ],
      },
      db ? { db } : {},
    )
    setBaseUrl(gateway.url)
  }
  const session = (signer: Address, chain = chainId) =>
    signSessionToken(new TextEncoder().encode(sessionSecret), {
      signerAddress: signer,
      chainId: chain,
      issuedAt: Date.now(),
      notBefore: undefined,
      expiresAt: Date.now() + 3_600_000,
    })
  /** The SDK sends no cookie (gateway-contract.md §19.15): the test wraps fetch as an app would. */
  const withCookie = async <T>(token: string | undefined, call: () => Promise<T>): Promise<T> => {
    const original = globalThis.fetch
    globalThis.fetch = (input, init) =>
      original(input, {
        ...init,
        headers: {
          ...Object.fromEntries(new Headers(init?.headers)),
          ...(token ? { cookie: `access_token=${token}` } : {}),
        },
      })
    try {
      return await call()
    } finally {
      globalThis.fetch = original
    }
  }
  const statusOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: unknown) => {
        const match = /^CGW error - (\d+)/.exec(error instanceof Error ? error.message : '')
        return match ? Number(match[1]) : error
      },
    )
  const recovery = async () =>
    RecoverySchema.parse(
      await (await fetch(`${gateway.url}/v1/chains/${chainId}/safes/${safe}/recovery`)).json(),
    )
  const mails = (type: string) => catcher.mails().filter((mail) => mail.subject.endsWith(type))
  const pushes = (type: string) =>
    receiver.received.filter((push) => JSON.parse(push.text).data.type === type)
  const delivered = (alertType: string, subject: string, count: number) =>
    waitFor(async () => mails(subject).length >= count && pushes(alertType).length >= count, {
      what: `${count} ${alertType} email(s) and push(es)`,
      timeoutMs: 30_000,
    })

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-recovery-gateway-'))
    catcher = await startMailCatcher()
    receiver = await startPushReceiver()
    testDatabase = kind === 'postgres' ? await createTestDatabase('postgres', { migrate: false }) : undefined
    await start()
    // Cooldown 4 s: the reminder (half the cooldown before it ends) comes 2 s after the proposal.
    ;({ safe, delay } = await createRecoverableSafe(devchain, { cooldown: 4n }))
    // The Safe and its Delay come in two blocks: wait for the second, or a read may come between them.
    await waitFor(async () => ((await recovery().catch(() => undefined))?.modules.length ?? 0) > 0, {
      what: "the Safe's Delay indexed",
    })

    // The owner's verified email and browser, registered as the web app does.
    const timestamp = () => String(Date.now())
    const emailAddress = 'owner@example.com'
    const ts = timestamp()
    await registerEmail(
      chainId,
      safe,
      { emailAddress, signer: recoveryOwner.address },
      {
        'Safe-Wallet-Signature': await recoveryOwner.signMessage({
          message: `email-register-${chainId}-${safe}-${emailAddress}-${recoveryOwner.address}-${ts}`,
        }),
        'Safe-Wallet-Signature-Timestamp': ts,
      },
    )
    const codeMail = await waitFor(async () => catcher.mails().find((mail) => mail.to.includes(emailAddress)))
    await verifyEmail(chainId, safe, recoveryOwner.address, {
      code: /verification code is (\d{6})/.exec(codeMail.text)?.[1] ?? '',
    })
    const subscription = receiver.subscribe()
    const cloudMessagingToken = JSON.stringify(subscription.json)
    const uuid = randomUUID()
    const seconds = String(Math.floor(Date.now() / 1000))
    const hash = getRegistrationHash({ timestamp: seconds, uuid, cloudMessagingToken, safes: [safe] })
    await registerDevice({
      uuid,
      cloudMessagingToken,
      buildNumber: '1',
      bundle: 'coffer',
      version: '1',
      deviceType: DeviceType.WEB,
      timestamp: seconds,
      safeRegistrations: [
        {
          chainId,
          safes: [safe],
          signatures: [await recoveryOwner.signMessage({ message: { raw: hash } })],
        },
      ],
    })
  }, 90_000)
  afterAll(async () => {
    await gateway?.close()
    await testDatabase?.destroy()
    await receiver?.close()
    await catcher?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('registers a Delay only for a signed-in owner of this chain whose Safe enabled it (SDK)', async () => {
    const register = (token: string | undefined, moduleAddress: Address = delay) =>
      statusOf(withCookie(token, () => registerRecoveryModule(chainId, safe, { moduleAddress })))
    expect(await register(undefined)).toBe(403)
    expect(await register(await session(recoveryOwner.address, '1'))).toBe(401)
    expect(await register(await session(getDevAccount(2).address))).toBe(401)
    expect(await register(await session(recoveryOwner.address), getDevAccount(9).address)).toBe(401)
    expect(await recovery()).toMatchObject({ modules: [{ address: delay, registered: false }] })
    expect(await register(await session(recoveryOwner.address))).toBe(200)
    expect(await recovery()).toEqual({
      safeAddress: safe,
      modules: [
        {
          address: delay,
          enabled: true,
          registered: true,
          cooldown: '4',
          expiration: '0',
          txNonce: 0,
          queueNonce: 0,
          recoverers: [recoverer.address],
          proposals: [],
        },
      ],
    })
    const remove = (token: string | undefined) =>
      fetch(`${gateway.url}/v1/chains/${chainId}/safes/${safe}/recovery/${getDevAccount(9).address}`, {
        method: 'DELETE',
        headers: token ? { cookie: `access_token=${token}` } : {},
      }).then((response) => response.status)
    expect(await remove(undefined)).toBe(403)
    expect(await remove(await session(getDevAccount(2).address))).toBe(401)
    expect(await remove(await session(recoveryOwner.address))).toBe(204)
    // The gateway keeps a Safe's recovery until it changes: a registration is such a change.
    const unregistered = await fetch(`${gateway.url}/v1/chains/${chainId}/safes/${safe}/recovery/${delay}`, {
      method: 'DELETE',
      headers: { cookie: `access_token=${await session(recoveryOwner.address)}` },
    })
    expect(unregistered.status).toBe(204)
    expect(await recovery()).toMatchObject({ modules: [{ address: delay, registered: false }] })
    expect(await register(await session(recoveryOwner.address))).toBe(200)
    expect(await recovery()).toMatchObject({ modules: [{ address: delay, registered: true }] })
  })

  it('shows and alerts each proposal, its reminder, its execution and a cancellation once, also after a restart', async () => {
    const newOwner = getDevAccount(6).address
    const call = addOwnerProposal(safe, newOwner)
    expect((await recovery()).modules[0]?.proposals).toEqual([])
    await propose(devchain, delay, call)
    await delivered('RECOVERY_PROPOSED', 'recovery proposed', 1)
    const body = `Recovery proposed by ${short(recoverer.address)}: new owners ${short(newOwner)}, ${short(recoveryOwner.address)}, threshold 1`
    expect(mails('recovery proposed')[0]?.text).toContain(body)
    expect(JSON.parse(pushes('RECOVERY_PROPOSED')[0]?.text ?? '{}').body).toContain(body)
    const [pending] = (await recovery()).modules[0]?.proposals ?? []
    expect(pending).toMatchObject({
      queueNonce: 0,
      status: 'PENDING',
      proposer: recoverer.address,
      newSetup: { owners: [newOwner, recoveryOwner.address], threshold: 1 },
      dataDecoded: { method: 'addOwnerWithThreshold' },
    })
    await delivered('RECOVERY_EXECUTABLE_SOON', 'recovery executable soon', 1)

    const executedIn = await executeAfter(devchain, delay, call, 5)
    await delivered('RECOVERY_EXECUTED', 'recovery executed', 1)
    expect((await recovery()).modules[0]?.proposals[0]).toMatchObject({
      status: 'EXECUTED',
      executedTransactionHash: executedIn,
    })
    // History: the module transaction, decoded as the settings change it made.
    const history = await getTransactionHistory(chainId, safe)
    const moduleTx = history.results.find(
      (item) => item.type === 'TRANSACTION' && item.transaction.txHash === executedIn,
    )
    expect(moduleTx).toMatchObject({
      transaction: {
        executionInfo: { type: 'MODULE', address: { value: delay } },
        txInfo: { type: 'SettingsChange', settingsInfo: { type: 'ADD_OWNER', owner: { value: newOwner } } },
      },
    })

    await propose(devchain, delay, addOwnerProposal(safe, getDevAccount(8).address))
    await delivered('RECOVERY_EXECUTABLE_SOON', 'recovery executable soon', 2)
    await cancelAll(devchain, safe, delay)
    await delivered('RECOVERY_CANCELLED', 'recovery cancelled', 1)
    expect((await recovery()).modules[0]?.proposals.map((proposal) => proposal.status)).toEqual([
      'SKIPPED',
      'EXECUTED',
    ])

    // A restart re-reads nothing it sent: the next proposal is the only new alert.
    await gateway.close()
    await start(true)
    await propose(devchain, delay, addOwnerProposal(safe, getDevAccount(9).address))
    await delivered('RECOVERY_PROPOSED', 'recovery proposed', 3)
    await delivered('RECOVERY_EXECUTABLE_SOON', 'recovery executable soon', 3)
    const counts = Object.fromEntries(
      ['RECOVERY_PROPOSED', 'RECOVERY_EXECUTABLE_SOON', 'RECOVERY_EXECUTED', 'RECOVERY_CANCELLED'].map(
        (type) => [type, [pushes(type).length, mails(type.toLowerCase().replaceAll('_', ' ')).length]],
      ),
    )
    console.log('recovery alerts (push, email) per type:', counts)
    expect(counts).toEqual({
      RECOVERY_PROPOSED: [3, 3],
      RECOVERY_EXECUTABLE_SOON: [3, 3],
      RECOVERY_EXECUTED: [1, 1],
      RECOVERY_CANCELLED: [1, 1],
    })
  })
})
