import { getDevAccount } from '@coffer/devchain'
import { createTestSafe } from '@coffer/devchain/testing'
import {
  changeEmail,
  deleteRegisteredEmail,
  getChainConfig,
  getRegisteredEmail,
  registerEmail,
  resendEmailVerificationCode,
  setBaseUrl,
  unsubscribeAll,
  unsubscribeSingle,
  verifyEmail,
} from '@safe-global/safe-gateway-typescript-sdk'
import type { ParsedMail } from 'mailparser'
import type { Address, HDAccount } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import { startIndexedTestApp, useTestDevchain } from '../../../test/devchainTestApp.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { Indexers } from '../../indexer/startIndexers.ts'
import { waitFor, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import type { SafeChange } from '../../live/safeChanges.ts'
import { signSessionToken } from '../auth/sessionToken.ts'
import type { DeliveryChannel, DeliveryOutcome } from '../delivery/delivery.types.ts'
import { createDeliveryWorker, type DeliveryWorker } from '../delivery/delivery.worker.ts'
import { describeAlert } from '../delivery/describeAlert.ts'
import { enqueueAlert, toAlertEvent } from '../delivery/index.ts'
import { devChainId } from '../proposals/testing/proposalFixtures.ts'
import { createSmtpChannel } from './smtpChannel.ts'
import { startTestSmtpServer, type TestSmtpServer } from './testing/startTestSmtpServer.ts'

const deployer = getDevAccount(0)
const [owner1, owner2] = [getDevAccount(4), getDevAccount(5)]
const stranger = getDevAccount(7)
const chainId = String(devChainId)
const publicUrl = 'https://coffer.example'

const devchain = useTestDevchain('emails')
let smtp: TestSmtpServer

beforeAll(async () => {
  smtp = await startTestSmtpServer()
})

afterAll(async () => {
  await smtp?.stop()
})

/** Variant A headers: personal_sign of the route's text at `timestamp`. */
async function signed(account: HDAccount, text: (timestamp: string) => string, timestamp: number) {
  const stamp = String(timestamp)
  return {
    'Safe-Wallet-Signature': await account.signMessage({ message: text(stamp) }),
    'Safe-Wallet-Signature-Timestamp': stamp,
  }
}

const codeOf = (mail: ParsedMail) => /verification code is (\d{6})/.exec(mail.text ?? '')?.[1]

describe.each(testDatabaseKinds)('email alerts on %s', (database) => {
  let t: TestApp
  let indexers: Indexers
  let gatewayUrl: string
  let channel: DeliveryChannel & { close(): void }
  let worker: DeliveryWorker
  /** Owners owner1 and owner2, threshold 1. */
  let safe: Address
  let clock = Date.now()

  const emailRow = (signer: Address) =>
    t.deps.db
      .selectFrom('email_subscriptions')
      .selectAll()
      .where('safe', '=', safe)
      .where('signer', '=', signer)
      .executeTakeFirst()

  /** Deliveries already reported by `deliverThroughEngine`. */
  let reported = 0

  /**
   * One round of the real delivery worker (expand the outbox through the channel, deliver what is due),
   * then what became of each delivery it made since the last call, in id order.
   */
  async function deliverThroughEngine(): Promise<DeliveryOutcome[]> {
    await worker.runOnce()
    const rows = await t.deps.db
      .selectFrom('alert_deliveries')
      .selectAll()
      .where('channel', '=', 'email')
      .where('id', '>', reported)
      .orderBy('id')
      .execute()
    reported = Math.max(reported, ...rows.map((row) => row.id))
    return rows.map((row): DeliveryOutcome => {
      if (row.status === 'delivered') return { kind: 'delivered' }
      if (row.status === 'dropped') return { kind: 'dropped', reason: row.last_error ?? '' }
      return { kind: 'retry', reason: row.last_error ?? '' }
    })
  }

  async function registerAndReadCode(account: HDAccount, emailAddress: string): Promise<string> {
    const received = smtp.nextMail()
    await registerEmail(
      chainId,
      safe,
      { emailAddress, signer: account.address },
      await signed(
        account,
        (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${account.address}-${ts}`,
        clock,
      ),
    )
    expect(await deliverThroughEngine()).toEqual([{ kind: 'delivered' }])
    const mail = await received
    expect(mail.to).toMatchObject({ value: [{ address: emailAddress }] })
    const code = codeOf(mail)
    if (!code) throw new Error(`No code in ${mail.text}`)
    return code
  }

  const deleteHeaders = (account: HDAccount) =>
    signed(account, (ts) => `email-delete-${chainId}-${safe}-${account.address}-${ts}`, clock)
  const getHeaders = (account: HDAccount) =>
    signed(account, (ts) => `email-retrieval-${chainId}-${safe}-${account.address}-${ts}`, clock)

  beforeAll(async () => {
    ;({ t, indexers, gatewayUrl } = await startIndexedTestApp(devchain, {
      database,
      now: () => clock,
      config: {
        publicUrl,
        smtpUrl: smtp.url,
      },
    }))
    channel = createSmtpChannel({
      db: t.deps.db,
      sessionKey: t.deps.sessionKey,
      smtpUrl: smtp.url,
      from: 'Coffer <alerts@coffer.example>',
      publicUrl,
    })
    // Driven round by round (runOnce); a retry is due again after 1 s of the test's clock.
    worker = createDeliveryWorker({
      db: t.deps.db,
      channels: [channel],
      describe: (event) => describeAlert(t.deps, event),
      now: () => clock,
      backoff: { baseMs: 1_000, maxMs: 1_000 },
    })
    ;({ safe } = await createTestSafe({
      rpcUrl: devchain.rpcUrl,
      sender: deployer,
      owners: [owner1.address, owner2.address],
      threshold: 1,
    }))
    await waitForIndexedHead(t.deps.db, { chainId: devChainId, rpcUrl: devchain.rpcUrl })
    await waitFor(
      () => t.deps.db.selectFrom('safe_owners').select('owner').where('safe', '=', safe).executeTakeFirst(),
      { what: `${safe} indexed` },
    )
  }, 60_000)

  afterAll(async () => {
    channel?.close()
    await indexers?.stop()
    await t?.close()
  })

  beforeEach(async () => {
    setBaseUrl(gatewayUrl)
    clock = Date.now()
    await t.deps.db.deleteFrom('email_category_opt_outs').execute()
    await t.deps.db.deleteFrom('email_subscriptions').execute()
    await t.deps.db.deleteFrom('alert_deliveries').execute()
    await t.deps.db.deleteFrom('alert_events').execute()
  })

  it('registers with a signature, emails a 6-digit code, verifies it, and reads the email back (SDK)', async () => {
    const code = await registerAndReadCode(owner1, 'alice@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const stored = await emailRow(owner1.address)
    expect(stored).toMatchObject({ email: 'alice@example.com', verified: 0, code_attempts: 0 })
    // Only a keyed hash of the code is kept with the email.
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.code_hash).not.toContain(code)

    expect(await getRegisteredEmail(chainId, safe, owner1.address, await getHeaders(owner1))).toEqual({
      email: 'alice@example.com',
      verified: false,
    })
    await verifyEmail(chainId, safe, owner1.address, { code })
    expect(await getRegisteredEmail(chainId, safe, owner1.address, await getHeaders(owner1))).toEqual({
      email: 'alice@example.com',
      verified: true,
    })
    // A used code, or any code once verified, is a 400 with an empty body.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/v1/chains/${chainId}/safes/${safe}/emails/${owner1.address}/verify`,
      payload: { code },
    })
    expect(again.statusCode).toBe(400)
    expect(again.body).toBe('')
  })

  it('answers register 201 with an empty body, and 409 for a second email of the same signer', async () => {
    const emailAddress = 'bob@example.com'
    const headers = await signed(
      owner2,
      (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${owner2.address}-${ts}`,
      clock,
    )
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/chains/${chainId}/safes/${safe}/emails`,
        headers,
        payload: { emailAddress, signer: owner2.address },
      })
    const first = await send()
    expect(first.statusCode).toBe(201)
    expect(first.body).toBe('')
    const second = await send()
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ statusCode: 409 })
  })

  it('refuses a non-owner, a stale signature, another signer and a text that does not match (403)', async () => {
    const emailAddress = 'mallory@example.com'
    const text = (signer: Address) => (ts: string) =>
      `email-register-${chainId}-${safe}-${emailAddress}-${signer}-${ts}`
    await expect(
      registerEmail(
        chainId,
        safe,
        { emailAddress, signer: stranger.address },
        await signed(stranger, text(stranger.address), clock),
      ),
    ).rejects.toThrow(`CGW error - 403: ${stranger.address} is not an owner of Safe ${safe}`)
    await expect(
      registerEmail(
        chainId,
        safe,
        { emailAddress, signer: owner1.address },
        await signed(owner1, text(owner1.address), clock - 5 * 60 * 1000),
      ),
    ).rejects.toThrow('CGW error - 403: The signature has expired')
    await expect(
      registerEmail(
        chainId,
        safe,
        { emailAddress, signer: owner1.address },
        await signed(stranger, text(owner1.address), clock),
      ),
    ).rejects.toThrow('CGW error - 403: The signature is not')
    // The address is interpolated exactly as sent: a checksummed signature does not cover a lowercase path.
    await expect(
      registerEmail(
        chainId,
        safe.toLowerCase(),
        { emailAddress, signer: owner1.address },
        await signed(owner1, text(owner1.address), clock),
      ),
    ).rejects.toThrow('CGW error - 403')
    // Neither headers nor a session.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/v1/chains/${chainId}/safes/${safe}/emails`,
      payload: { emailAddress, signer: owner1.address },
    })
    expect(bare.statusCode).toBe(403)
    expect(bare.json()).toEqual({ statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' })
    expect(await t.deps.db.selectFrom('email_subscriptions').selectAll().execute()).toEqual([])
    expect(await t.deps.db.selectFrom('alert_events').selectAll().execute()).toEqual([])
  })

  it('accepts the SIWE session cookie of the signer instead of headers, and refuses another account’s', async () => {
    const cookie = async (account: HDAccount) =>
      `access_token=${await signSessionToken(t.deps.sessionKey, {
        signerAddress: account.address,
        chainId,
        issuedAt: clock,
        notBefore: undefined,
        expiresAt: clock + 60_000,
      })}`
    const url = `/v1/chains/${chainId}/safes/${safe}/emails`
    const payload = { emailAddress: 'carol@example.com', signer: owner1.address }
    const refused = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: await cookie(owner2) },
    })
    expect(refused.statusCode).toBe(403)
    const accepted = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: await cookie(owner1) },
    })
    expect(accepted.statusCode).toBe(201)
    const got = await t.app.inject({
      method: 'GET',
      url: `${url}/${owner1.address}`,
      headers: { cookie: await cookie(owner1) },
    })
    expect(got.json()).toEqual({ email: 'carol@example.com', verified: false })
  })

  it('kills a code after 5 wrong tries: even the right one is refused until a resend', async () => {
    const code = await registerAndReadCode(owner1, 'dave@example.com')
    const wrong = code === '000000' ? '000001' : '000000'
    for (let attempt = 1; attempt <= 5; attempt++)
      await expect(verifyEmail(chainId, safe, owner1.address, { code: wrong })).rejects.toThrow(
        'CGW error - status Bad Request',
      )
    expect((await emailRow(owner1.address))?.code_attempts).toBe(5)
    await expect(verifyEmail(chainId, safe, owner1.address, { code })).rejects.toThrow('Bad Request')
    expect((await emailRow(owner1.address))?.verified).toBe(0)

    // A resend makes a new code with five new tries (past the 30-second lock).
    clock += 31_000
    const received = smtp.nextMail()
    await resendEmailVerificationCode(chainId, safe, owner1.address)
    expect(await deliverThroughEngine()).toEqual([{ kind: 'delivered' }])
    const fresh = codeOf(await received)
    if (!fresh) throw new Error('No code in the resent email')
    await expect(verifyEmail(chainId, safe, owner1.address, { code })).rejects.toThrow('Bad Request')
    await verifyEmail(chainId, safe, owner1.address, { code: fresh })
    expect((await emailRow(owner1.address))?.verified).toBe(1)
  })

  it('counts guesses sent in parallel one by one: no more than five are ever compared', async () => {
    const code = await registerAndReadCode(owner2, 'oscar@example.com')
    const wrong = code === '999999' ? '999998' : '999999'
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'PUT',
          url: `/v1/chains/${chainId}/safes/${safe}/emails/${owner2.address}/verify`,
          payload: { code: wrong },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(400))
    expect((await emailRow(owner2.address))?.code_attempts).toBe(5)
    await expect(verifyEmail(chainId, safe, owner2.address, { code })).rejects.toThrow('Bad Request')
  })

  it('locks resends for 30 seconds and always answers 202 with an empty body', async () => {
    await registerAndReadCode(owner1, 'erin@example.com')
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/chains/${chainId}/safes/${safe}/emails/${owner1.address}/verify-resend`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      })
    clock += 29_000
    const locked = await resend()
    expect(locked.statusCode).toBe(202)
    expect(locked.body).toBe('')
    expect(
      await t.deps.db.selectFrom('alert_events').select('id').where('expanded_at', 'is', null).execute(),
    ).toEqual([])
    clock += 1_000
    await resendEmailVerificationCode(chainId, safe, owner1.address)
    expect(
      await t.deps.db.selectFrom('alert_events').select('id').where('expanded_at', 'is', null).execute(),
    ).toHaveLength(1)
    // Nobody's email, an unknown chain: still 202, nothing written.
    await resendEmailVerificationCode(chainId, safe, stranger.address)
    const unknownChain = await t.app.inject({
      method: 'POST',
      url: `/v1/chains/5/safes/${safe}/emails/${owner1.address}/verify-resend`,
    })
    expect(unknownChain.statusCode).toBe(202)
    expect(
      await t.deps.db.selectFrom('alert_events').select('id').where('expanded_at', 'is', null).execute(),
    ).toHaveLength(1)
  })

  it('refuses an expired code (5 minutes)', async () => {
    const code = await registerAndReadCode(owner2, 'frank@example.com')
    clock += 5 * 60 * 1000
    await expect(verifyEmail(chainId, safe, owner2.address, { code })).rejects.toThrow('Bad Request')
    expect((await emailRow(owner2.address))?.verified).toBe(0)
  })

  it('drops a code replaced before it was sent, so only the newest code reaches the mailbox', async () => {
    const emailAddress = 'grace@example.com'
    await registerEmail(
      chainId,
      safe,
      { emailAddress, signer: owner1.address },
      await signed(
        owner1,
        (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${owner1.address}-${ts}`,
        clock,
      ),
    )
    clock += 30_000
    await resendEmailVerificationCode(chainId, safe, owner1.address)
    const received = smtp.nextMail()
    expect(await deliverThroughEngine()).toEqual([
      { kind: 'dropped', reason: 'A newer code or a verification replaced this code' },
      { kind: 'delivered' },
    ])
    const code = codeOf(await received)
    if (!code) throw new Error('No code')
    await verifyEmail(chainId, safe, owner1.address, { code })
  })

  it('wakes the delivery worker when a code is written, instead of leaving it to the next poll', async () => {
    const woken: SafeChange[] = []
    const unsubscribe = t.deps.changes.subscribe((change) => woken.push(change))
    try {
      await registerAndReadCode(owner1, 'ivan@example.com')
      expect(woken).toEqual([{ chainId: Number(chainId), safe, kinds: [] }])
      clock += 30_000
      await resendEmailVerificationCode(chainId, safe, owner1.address)
      expect(woken).toHaveLength(2)
      // Locked: no code written, nobody woken.
      await resendEmailVerificationCode(chainId, safe, owner1.address)
      expect(woken).toHaveLength(2)
    } finally {
      unsubscribe()
    }
  })

  it('changes the address (unverified again, new code), 409 for the same one, 404 without one', async () => {
    await registerAndReadCode(owner1, 'heidi@example.com')
    const before = await emailRow(owner1.address)
    const editHeaders = (emailAddress: string) =>
      signed(owner1, (ts) => `email-edit-${chainId}-${safe}-${emailAddress}-${owner1.address}-${ts}`, clock)
    await expect(
      changeEmail(
        chainId,
        safe,
        owner1.address,
        { emailAddress: 'heidi@example.com' },
        await editHeaders('heidi@example.com'),
      ),
    ).rejects.toThrow('CGW error - 409: Email address matches that of the Safe owner.')
    const received = smtp.nextMail()
    await changeEmail(
      chainId,
      safe,
      owner1.address,
      { emailAddress: 'heidi@example.org' },
      await editHeaders('heidi@example.org'),
    )
    expect(await deliverThroughEngine()).toEqual([{ kind: 'delivered' }])
    const mail = await received
    expect(mail.to).toMatchObject({ value: [{ address: 'heidi@example.org' }] })
    const after = await emailRow(owner1.address)
    expect(after).toMatchObject({ email: 'heidi@example.org', verified: 0 })
    expect(after?.unsubscribe_token).not.toBe(before?.unsubscribe_token)

    await expect(
      changeEmail(
        chainId,
        safe,
        owner2.address,
        { emailAddress: 'x@example.com' },
        await signed(
          owner2,
          (ts) => `email-edit-${chainId}-${safe}-x@example.com-${owner2.address}-${ts}`,
          clock,
        ),
      ),
    ).rejects.toThrow(
      `CGW error - 404: No email address was found for the provided signer ${owner2.address}.`,
    )
  })

  it('deletes the email (204, also when there is none), after which get is 404', async () => {
    await registerAndReadCode(owner1, 'ivan@example.com')
    await deleteRegisteredEmail(chainId, safe, owner1.address, await deleteHeaders(owner1))
    expect(await emailRow(owner1.address)).toBeUndefined()
    await deleteRegisteredEmail(chainId, safe, owner1.address, await deleteHeaders(owner1))
    await expect(getRegisteredEmail(chainId, safe, owner1.address, await getHeaders(owner1))).rejects.toThrow(
      'CGW error - 404',
    )
  })

  it('emails a verified owner each alert with its link and unsubscribe links; unsubscribing stops that category (SDK)', async () => {
    const code = await registerAndReadCode(owner1, 'judy@example.com')
    await verifyEmail(chainId, safe, owner1.address, { code })
    const row = await emailRow(owner1.address)
    if (!row) throw new Error('No email row')
    // owner2's email is not verified: it hears nothing.
    await registerAndReadCode(owner2, 'ken@example.com')

    const safeTxHash = `0x${'ab'.repeat(32)}` as const
    const eventId = await enqueueAlert(
      t.deps.db,
      { chainId: devChainId, safe, payload: { type: 'CONFIRMATION_REQUEST', safeTxHash }, blockNumber: null },
      clock,
    )
    const event = toAlertEvent(
      await t.deps.db
        .selectFrom('alert_events')
        .selectAll()
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow(),
    )
    expect(await channel.recipients(t.deps.db, event)).toEqual([String(row.id)])

    const received = smtp.nextMail()
    // The engine asks the channel who hears of it and delivers once to each: owner1's verified email.
    expect(await deliverThroughEngine()).toEqual([{ kind: 'delivered' }])
    const message = await describeAlert(t.deps, event)
    const mail = await received
    expect(mail.subject).toBe(message.title)
    expect(mail.to).toMatchObject({ value: [{ address: 'judy@example.com' }] })
    expect(mail.from?.value).toEqual([{ name: 'Coffer', address: 'alerts@coffer.example' }])
    expect(mail.text).toContain(message.body)
    expect(mail.text).toContain(`${publicUrl}${message.path}`)
    const unsubscribeOne = `${publicUrl}/unsubscribe?token=${row.unsubscribe_token}&category=awaiting_signature`
    expect(mail.text).toContain(unsubscribeOne)
    expect(mail.text).toContain(`${publicUrl}/unsubscribe?token=${row.unsubscribe_token}\n`)
    expect(mail.html).toContain('Open it in Coffer')
    expect(mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line).toBe(
      `List-Unsubscribe:\r\n <${unsubscribeOne}>`,
    )

    // The link's token and category, as the web page will send them.
    const link = new URL(unsubscribeOne)
    await unsubscribeSingle({
      category: link.searchParams.get('category') ?? '',
      token: link.searchParams.get('token') ?? '',
    })
    expect(await channel.recipients(t.deps.db, event)).toEqual([])
    expect(await channel.deliver({ id: 1, event, recipient: String(row.id), message, attempt: 1 })).toEqual({
      kind: 'dropped',
      reason: 'The email unsubscribed from awaiting_signature',
    })
    // Other categories still reach it, until the "all" link.
    const executed = {
      ...event,
      payload: {
        type: 'EXECUTED_MULTISIG_TRANSACTION' as const,
        safeTxHash,
        txHash: safeTxHash,
        failed: false,
      },
    }
    expect(await channel.recipients(t.deps.db, executed)).toEqual([String(row.id)])
    await unsubscribeAll({ token: row.unsubscribe_token })
    expect(await channel.recipients(t.deps.db, executed)).toEqual([])
    // Incoming funds are push-only.
    expect(
      await channel.recipients(t.deps.db, {
        ...event,
        payload: { type: 'INCOMING_ETHER', txHash: safeTxHash, value: '1' },
      }),
    ).toEqual([])
  })

  it('asks only owners who have not signed yet', async () => {
    const code = await registerAndReadCode(owner1, 'nina@example.com')
    await verifyEmail(chainId, safe, owner1.address, { code })
    const row = await emailRow(owner1.address)
    const safeTxHash = `0x${'cd'.repeat(32)}`
    const event = {
      id: 1,
      chainId: devChainId,
      safe,
      payload: { type: 'CONFIRMATION_REQUEST' as const, safeTxHash },
      blockNumber: null,
      createdAt: clock,
    }
    expect(await channel.recipients(t.deps.db, event)).toEqual([String(row?.id)])
    // As a proposal with owner1's signature stores it.
    await t.deps.db
      .insertInto('multisig_confirmations')
      .values({
        chain_id: devChainId,
        safe_tx_hash: safeTxHash,
        owner: owner1.address,
        signature: `0x${'11'.repeat(65)}`,
        signature_type: 'EOA',
        submitted_at: clock,
        block_number: null,
      })
      .execute()
    try {
      expect(await channel.recipients(t.deps.db, event)).toEqual([])
    } finally {
      await t.deps.db.deleteFrom('multisig_confirmations').where('safe_tx_hash', '=', safeTxHash).execute()
    }
  })

  it('answers unsubscribe 400 for a malformed token or an unknown category, 200 for an unknown token', async () => {
    const one = await t.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions?category=account_recovery&token=nope',
    })
    expect(one.statusCode).toBe(400)
    expect(one.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed (uuid is expected)',
      error: 'Bad Request',
    })
    const all = await t.app.inject({ method: 'DELETE', url: '/v1/subscriptions/all?token=nope' })
    expect(all.statusCode).toBe(400)
    const category = await t.app.inject({
      method: 'DELETE',
      url: '/v1/subscriptions?category=newsletter&token=6c1f7e0b-5b8a-4d4c-9a57-0b0d4e0f2a11',
    })
    expect(category.statusCode).toBe(400)
    await unsubscribeSingle({ category: 'account_recovery', token: '6c1f7e0b-5b8a-4d4c-9a57-0b0d4e0f2a11' })
  })

  it('lists and sets the categories of an email (our route for Settings)', async () => {
    await registerAndReadCode(owner1, 'leo@example.com')
    const url = `/v1/chains/${chainId}/safes/${safe}/emails/${owner1.address}/categories`
    const read = await t.app.inject({ method: 'GET', url, headers: await getHeaders(owner1) })
    expect(read.statusCode).toBe(200)
    expect(read.json()).toEqual({
      categories: [
        { key: 'awaiting_signature', enabled: true },
        { key: 'transaction_executed', enabled: true },
        { key: 'account_recovery', enabled: true },
      ],
    })
    const enabled = ['account_recovery', 'awaiting_signature']
    const set = await t.app.inject({
      method: 'PUT',
      url,
      headers: await signed(
        owner1,
        (ts) => `email-categories-${chainId}-${safe}-${owner1.address}-${enabled.join(',')}-${ts}`,
        clock,
      ),
      payload: { enabled },
    })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({
      categories: [
        { key: 'awaiting_signature', enabled: true },
        { key: 'transaction_executed', enabled: false },
        { key: 'account_recovery', enabled: true },
      ],
    })
    // The signature covers the list: another list is refused.
    const tampered = await t.app.inject({
      method: 'PUT',
      url,
      headers: await signed(
        owner1,
        (ts) => `email-categories-${chainId}-${safe}-${owner1.address}--${ts}`,
        clock,
      ),
      payload: { enabled },
    })
    expect(tampered.statusCode).toBe(403)
  })

  it('retries while the SMTP server is down and delivers once, through the engine, when it is back', async () => {
    const emailAddress = 'mia@example.com'
    await smtp.stop()
    try {
      await registerEmail(
        chainId,
        safe,
        { emailAddress, signer: owner1.address },
        await signed(
          owner1,
          (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${owner1.address}-${ts}`,
          clock,
        ),
      )
      const [down] = await deliverThroughEngine()
      expect(down).toMatchObject({ kind: 'retry', reason: expect.stringContaining('ECONNREFUSED') })
      // Not due again before its backoff, and never switched off.
      expect((await worker.runOnce()).attempted).toBe(0)
    } finally {
      await smtp.start()
    }
    const before = smtp.mails.length
    const received = smtp.nextMail()
    clock += 1_000
    expect((await worker.runOnce()).attempted).toBe(1)
    const mail = await received
    expect(codeOf(mail)).toMatch(/^\d{6}$/)
    const [delivery] = await t.deps.db.selectFrom('alert_deliveries').selectAll().execute()
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 })
    // Named after the delivery, not the try: a copy sent again after a crash carries the same id.
    expect(mail.messageId).toBe(`<delivery-${delivery?.id}@${new URL(t.deps.config.publicUrl).hostname}>`)
    // Delivered once: later rounds find nothing to send.
    clock += 60_000
    expect(await worker.runOnce()).toEqual({ expanded: 0, attempted: 0 })
    expect(smtp.mails.length).toBe(before + 1)
  })

  it('drops an email the SMTP server refuses for good (550 at RCPT TO)', async () => {
    const emailAddress = 'gone@example.com'
    smtp.refuse.add(emailAddress)
    try {
      await registerEmail(
        chainId,
        safe,
        { emailAddress, signer: owner2.address },
        await signed(
          owner2,
          (ts) => `email-register-${chainId}-${safe}-${emailAddress}-${owner2.address}-${ts}`,
          clock,
        ),
      )
      const [outcome] = await deliverThroughEngine()
      expect(outcome).toMatchObject({ kind: 'dropped' })
    } finally {
      smtp.refuse.delete(emailAddress)
    }
  })

  it('says email is on through the chain’s EMAIL feature', async () => {
    expect((await getChainConfig(chainId)).features).toContain('EMAIL')
  })
})

describe('email off (no SMTP server)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('refuses to register with a 403 that says why, and chains lack the EMAIL feature', async () => {
    const safe = '0x0000000000000000000000000000000000000001'
    const response = await t.app.inject({
      method: 'POST',
      url: `/v1/chains/31337/safes/${safe}/emails`,
      payload: { emailAddress: 'a@example.com', signer: owner1.address },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toMatchObject({ code: 'EMAIL_DISABLED', statusCode: 403 })
    expect(response.json().message).toContain('COFFER_SMTP_URL')
    const chain = await t.app.inject({ method: 'GET', url: '/v1/chains/31337' })
    expect(chain.json().features).not.toContain('EMAIL')
    const resend = await t.app.inject({
      method: 'POST',
      url: `/v1/chains/31337/safes/${safe}/emails/${owner1.address}/verify-resend`,
    })
    expect(resend.statusCode).toBe(202)
  })

  it('describes every email route in the OpenAPI, with the signature headers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json()
    const paths = Object.keys(document.paths).filter(
      // Push notifications have subscriptions of their own (/v2/notifications/subscriptions).
      (key) => key.includes('/emails') || key.startsWith('/v1/subscriptions'),
    )
    expect(paths.sort()).toEqual([
      '/v1/chains/{chainId}/safes/{safeAddress}/emails',
      '/v1/chains/{chainId}/safes/{safeAddress}/emails/{signer}',
      '/v1/chains/{chainId}/safes/{safeAddress}/emails/{signer}/categories',
      '/v1/chains/{chainId}/safes/{safeAddress}/emails/{signer}/verify',
      '/v1/chains/{chainId}/safes/{safeAddress}/emails/{signer}/verify-resend',
      '/v1/subscriptions',
      '/v1/subscriptions/all',
    ])
    const register = document.paths['/v1/chains/{chainId}/safes/{safeAddress}/emails'].post
    expect(
      register.parameters
        .filter((parameter: { in: string }) => parameter.in === 'header')
        .map((parameter: { name: string }) => parameter.name),
    ).toEqual(['safe-wallet-signature', 'safe-wallet-signature-timestamp'])
  })
})
