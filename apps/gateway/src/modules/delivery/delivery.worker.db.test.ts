import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { createDatabase, type Database } from '../../db/database.ts'
import {
  claimDueDeliveries,
  enqueueAlert,
  expandEvent,
  recordOutcome,
  retractAlerts,
} from './delivery.repository.ts'
import type { AlertEvent, DeliveryChannel, DeliveryOutcome } from './delivery.types.ts'
import { createDeliveryWorker, type DeliveryWorkerOptions, deliveryDefaults } from './delivery.worker.ts'

const safe = '0x000000000000000000000000000000000000dEaD'
const backoff = { baseMs: 1_000, maxMs: 8_000 }
const leaseMs = 60_000

type Sent = { eventId: number; recipient: string; attempt: number; title: string }

/** A channel that records every try and answers what the test scripts (delivered by default). */
function fakeChannel(
  recipients: readonly string[],
  answer: (sent: Sent) => DeliveryOutcome = () => ({ kind: 'delivered' }),
) {
  const sent: Sent[] = []
  const channel: DeliveryChannel = {
    name: 'push',
    async recipients() {
      return recipients
    },
    async deliver({ event, recipient, attempt, message }) {
      // Yield so that concurrent workers really interleave.
      await new Promise((resolve) => setImmediate(resolve))
      const record = { eventId: event.id, recipient, attempt, title: message.title }
      sent.push(record)
      return answer(record)
    },
  }
  return { channel, sent }
}

describe.each(testDatabaseKinds)('the delivery worker on %s', (kind) => {
  let t: TestDatabase
  let clock: number
  let described: number[]
  const worker = (channels: DeliveryChannel[], extra: Partial<DeliveryWorkerOptions> = {}) =>
    createDeliveryWorker({
      db: t.db,
      channels,
      now: () => clock,
      leaseMs,
      backoff,
      describe: async (event: AlertEvent) => {
        described.push(event.id)
        return { title: `event ${event.id}`, body: event.payload.type, path: '/' }
      },
      ...extra,
    })
  const request = (n: number, blockNumber: number | null = null) =>
    enqueueAlert(
      t.db,
      {
        chainId: 1,
        safe,
        payload: { type: 'CONFIRMATION_REQUEST', safeTxHash: `0x${n.toString(16).padStart(64, '0')}` },
        blockNumber,
      },
      clock,
    )
  const deliveries = () =>
    t.db
      .selectFrom('alert_deliveries')
      .select(['event_id', 'channel', 'recipient', 'status', 'attempts', 'next_attempt_at', 'last_error'])
      .orderBy('event_id')
      .orderBy('recipient')
      .execute()

  beforeEach(async () => {
    t = await createTestDatabase(kind)
    clock = 1_000_000
    described = []
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('delivers each event once to each recipient the channels name, describing it once', async () => {
    const { channel, sent } = fakeChannel(['device-a', 'device-b', 'device-a'])
    const first = await request(1)
    const second = await enqueueAlert(t.db, {
      chainId: 1,
      safe,
      payload: { type: 'EMAIL_VERIFICATION', code: '123456', expiresAt: 0 },
      blockNumber: null,
      recipient: { channel: 'push', recipient: 'only-me' },
    })
    const w = worker([channel])
    expect(await w.runOnce()).toEqual({ expanded: 2, attempted: 3 })
    expect(await w.runOnce()).toEqual({ expanded: 0, attempted: 0 })
    expect(sent.map(({ eventId, recipient }) => [eventId, recipient]).sort()).toEqual(
      [
        [first, 'device-a'],
        [first, 'device-b'],
        [second, 'only-me'],
      ].sort(),
    )
    expect(sent.find((s) => s.eventId === first)?.title).toBe(`event ${first}`)
    expect(described).toEqual([first, second])
    expect((await deliveries()).map((d) => [d.status, d.attempts])).toEqual([
      ['delivered', 1],
      ['delivered', 1],
      ['delivered', 1],
    ])
  })

  it('waits for a channel before expanding, so nothing is lost while none is configured', async () => {
    const id = await request(1)
    expect(await worker([]).runOnce()).toEqual({ expanded: 0, attempted: 0 })
    const { channel, sent } = fakeChannel(['device-a'])
    await worker([channel]).runOnce()
    expect(sent.map((s) => s.eventId)).toEqual([id])
  })

  it('retries with a doubling, capped backoff and never gives up on retry', async () => {
    let tries = 0
    const { channel, sent } = fakeChannel(['device-a'], () =>
      ++tries < 6 ? { kind: 'retry', reason: 'SMTP server unreachable' } : { kind: 'delivered' },
    )
    await request(1)
    const w = worker([channel])
    await w.runOnce()
    const waits: number[] = []
    for (let round = 0; round < 5; round += 1) {
      const [pending] = await deliveries()
      expect(pending?.status).toBe('pending')
      expect(pending?.last_error).toBe('SMTP server unreachable')
      const wait = (pending?.next_attempt_at ?? 0) - clock
      waits.push(wait)
      clock += wait - 1
      expect((await w.runOnce()).attempted).toBe(0)
      clock += 1
      expect((await w.runOnce()).attempted).toBe(1)
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 8_000])
    expect(sent.map((s) => s.attempt)).toEqual([1, 2, 3, 4, 5, 6])
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 6, last_error: null })
  })

  it('honours a retry-after longer than the backoff, within the cap', async () => {
    const { channel } = fakeChannel(['device-a'], () => ({
      kind: 'retry',
      reason: '429',
      retryAfterMs: 5_000,
    }))
    await request(1)
    await worker([channel]).runOnce()
    expect((await deliveries())[0]?.next_attempt_at).toBe(clock + 5_000)
  })

  it('sends an alert it could not describe in plain words rather than holding it back', async () => {
    const { channel, sent } = fakeChannel(['device-a'])
    const id = await request(1)
    await worker([channel], {
      describe: async () => {
        throw new Error('no words')
      },
    }).runOnce()
    expect(sent).toEqual([{ eventId: id, recipient: 'device-a', attempt: 1, title: `Safe ${safe}` }])
  })

  it('forgets finished alerts after the retention, never pending or waiting ones', async () => {
    let answer: DeliveryOutcome = { kind: 'delivered' }
    const { channel } = fakeChannel(['device-a'], () => answer)
    const done = await request(1)
    await worker([channel]).runOnce()
    answer = { kind: 'retry', reason: 'down' }
    const pending = await request(2)
    await worker([channel]).runOnce()
    const waiting = await request(3)
    clock += deliveryDefaults.retentionMs + 1
    await worker([]).runOnce()
    const left = await t.db.selectFrom('alert_events').select('id').orderBy('id').execute()
    expect(left.map((e) => e.id)).toEqual([pending, waiting])
    expect((await deliveries()).map((d) => d.event_id)).toEqual([pending])
    expect(done).toBeLessThan(pending)
  })

  it('stops on dropped', async () => {
    const { channel, sent } = fakeChannel(['gone'], () => ({
      kind: 'dropped',
      reason: 'subscription gone (410)',
    }))
    await request(1)
    const w = worker([channel])
    await w.runOnce()
    clock += 24 * 3_600_000
    await w.runOnce()
    expect(sent).toHaveLength(1)
    expect((await deliveries())[0]).toMatchObject({
      status: 'dropped',
      last_error: 'subscription gone (410)',
    })
  })

  it('treats a channel that throws as a retry', async () => {
    const { channel } = fakeChannel(['device-a'], () => {
      throw new Error('bug in the channel')
    })
    await request(1)
    await worker([channel]).runOnce()
    expect((await deliveries())[0]).toMatchObject({ status: 'pending', last_error: 'bug in the channel' })
  })

  it('retracts what a reorg removed and was not sent yet, and keeps what was delivered', async () => {
    const { channel, sent } = fakeChannel(['device-a'])
    const w = worker([channel])
    const kept = await request(1, 10)
    await w.runOnce()
    const expandedNotSent = await request(2, 11)
    const notExpanded = await request(3, 12)
    const offChain = await request(4, null)
    // Block 11's event is expanded but not delivered when the reorg comes.
    await expandEvent(t.db, {
      eventId: expandedNotSent,
      channels: [channel],
      message: { title: 't', body: 'b', path: '/' },
      now: clock,
    })
    await t.db.transaction().execute((trx) => retractAlerts(trx, { chainId: 1, fromBlock: 11, now: clock }))
    await w.runOnce()
    await w.runOnce()
    expect(sent.map((s) => s.eventId).sort()).toEqual([kept, offChain].sort())
    const statuses = await deliveries()
    expect(statuses.map((d) => [d.event_id, d.status])).toEqual([
      [kept, 'delivered'],
      [expandedNotSent, 'retracted'],
      [offChain, 'delivered'],
    ])
    const events = await t.db
      .selectFrom('alert_events')
      .select(['id', 'retracted_at'])
      .orderBy('id')
      .execute()
    expect(events.filter((e) => e.retracted_at !== null).map((e) => e.id)).toEqual([
      expandedNotSent,
      notExpanded,
    ])
  })

  it('leaves a delivery abandoned mid-try to the next worker once its lease runs out, and delivers it once', async () => {
    const { channel, sent } = fakeChannel(['device-a'])
    const id = await request(1)
    await expandEvent(t.db, {
      eventId: id,
      channels: [channel],
      message: { title: 't', body: 'b', path: '/' },
      now: clock,
    })
    // A worker claims the delivery and dies before its channel answers: nothing else is recorded.
    const [abandoned] = await claimDueDeliveries(t.db, { channels: ['push'], now: clock, leaseMs, limit: 10 })
    expect(abandoned).toMatchObject({ id: expect.any(Number), attempt: 1, recipient: 'device-a' })
    const next = worker([channel])
    // While the lease holds, no one else tries it.
    clock += leaseMs - 1
    expect((await next.runOnce()).attempted).toBe(0)
    clock += 1
    expect((await next.runOnce()).attempted).toBe(1)
    expect(await next.runOnce()).toEqual({ expanded: 0, attempted: 0 })
    expect(sent).toEqual([{ eventId: id, recipient: 'device-a', attempt: 2, title: 't' }])
    // A late answer of the abandoned try does not overwrite the record of the newer one.
    if (abandoned)
      await recordOutcome(t.db, {
        delivery: abandoned,
        outcome: { kind: 'retry', reason: 'late' },
        now: clock,
        backoff,
      })
    expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 2, last_error: null })
  })

  it('runs on its own: a wake delivers without waiting for the poll', async () => {
    let resolveSent: () => void = () => undefined
    const delivered = new Promise<void>((resolve) => {
      resolveSent = resolve
    })
    const channel: DeliveryChannel = {
      name: 'email',
      recipients: async () => ['someone'],
      deliver: async () => {
        resolveSent()
        return { kind: 'delivered' }
      },
    }
    const w = worker([channel], { now: Date.now, pollIntervalMs: 3_600_000 })
    w.start()
    await request(1)
    w.wake()
    await delivered
    await w.stop()
    expect((await deliveries()).map((d) => d.status)).toEqual(['delivered'])
  })
})

describe.skipIf(!testDatabaseKinds.includes('postgres'))('two delivery workers on PostgreSQL', () => {
  let t: TestDatabase
  let second: Kysely<Database>
  beforeEach(async () => {
    t = await createTestDatabase('postgres')
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)
    const url = process.env.DATABASE_URL
    if (!url || !rows[0]) throw new Error('DATABASE_URL and a schema are needed')
    // A second pool, as a replica has: its own connections, the same tables.
    second = createDatabase({ kind: 'postgres', connectionString: url, searchPath: rows[0].schema })
  })
  afterEach(async () => {
    await second.destroy()
    await t.destroy()
  })

  it('never deliver the same delivery twice', async () => {
    const events = 40
    for (let n = 0; n < events; n += 1)
      await enqueueAlert(t.db, {
        chainId: 1,
        safe,
        payload: { type: 'CONFIRMATION_REQUEST', safeTxHash: `0x${n.toString(16).padStart(64, '0')}` },
        blockNumber: null,
      })
    const { channel, sent } = fakeChannel(['device-a', 'device-b'])
    const make = (db: Kysely<Database>) =>
      createDeliveryWorker({
        db,
        channels: [channel],
        now: () => 1_000_000,
        batchSize: 7,
        describe: async (event) => ({ title: `event ${event.id}`, body: '', path: '/' }),
      })
    const drain = async (db: Kysely<Database>) => {
      const w = make(db)
      let idle = 0
      // Two idle rounds in a row: the other worker may still have been committing during the first.
      while (idle < 2) {
        const { expanded, attempted } = await w.runOnce()
        idle = expanded + attempted === 0 ? idle + 1 : 0
      }
    }
    await Promise.all([drain(t.db), drain(second), drain(t.db), drain(second)])
    const keys = sent.map((s) => `${s.eventId}/${s.recipient}`)
    expect(keys).toHaveLength(events * 2)
    expect(new Set(keys).size).toBe(events * 2)
    const statuses = await t.db.selectFrom('alert_deliveries').select(['status', 'attempts']).execute()
    expect(statuses.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true)
  })
})
