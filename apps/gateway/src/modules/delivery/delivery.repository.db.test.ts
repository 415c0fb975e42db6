import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { enqueueAlert, enqueueAlerts, findUnexpandedEvents, toAlertEvent } from './delivery.repository.ts'

const safe = '0x000000000000000000000000000000000000dEaD'

describe.each(testDatabaseKinds)('the outbox on %s', (kind) => {
  let t: TestDatabase
  beforeEach(async () => {
    t = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('leaves an event with a later available time unexpanded until that time', async () => {
    const payload = { type: 'RECOVERY_CANCELLED', module: safe, queueNonce: 0, txHash: '0x01' } as const
    const now = await enqueueAlert(t.db, { chainId: 1, safe, payload, blockNumber: 1 }, 5)
    const later = await enqueueAlert(
      t.db,
      { chainId: 1, safe, payload, blockNumber: 1, availableAt: 1_000 },
      5,
    )
    const ids = async (at: number) => (await findUnexpandedEvents(t.db, 10, at)).map((event) => event.id)
    expect(await ids(999)).toEqual([now])
    expect(await ids(1_000)).toEqual([now, later])
  })

  it('stores an event with the transaction of its change, and nothing when that transaction fails', async () => {
    const safeTxHash = `0x${'ab'.repeat(32)}`
    const id = await t.db
      .transaction()
      .execute((trx) =>
        enqueueAlert(
          trx,
          { chainId: 1, safe, payload: { type: 'CONFIRMATION_REQUEST', safeTxHash }, blockNumber: null },
          5,
        ),
      )
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueAlert(trx, {
          chainId: 1,
          safe,
          payload: { type: 'DELETED_MULTISIG_TRANSACTION', safeTxHash },
          blockNumber: null,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')

    const rows = await t.db.selectFrom('alert_events').selectAll().orderBy('id').execute()
    expect(rows.map(toAlertEvent)).toEqual([
      {
        id,
        chainId: 1,
        safe,
        payload: { type: 'CONFIRMATION_REQUEST', safeTxHash },
        blockNumber: null,
        createdAt: 5,
      },
    ])
    expect(rows[0]?.expanded_at).toBeNull()
  })

  it('keeps an explicit recipient', async () => {
    await enqueueAlert(t.db, {
      chainId: 1,
      safe,
      payload: { type: 'EMAIL_VERIFICATION', code: '123456', expiresAt: 9 },
      blockNumber: null,
      recipient: { channel: 'email', recipient: '7' },
    })
    const row = await t.db
      .selectFrom('alert_events')
      .select(['recipient_channel', 'recipient'])
      .executeTakeFirst()
    expect(row).toEqual({ recipient_channel: 'email', recipient: '7' })
  })

  it('stores the many alerts of a range, in order', async () => {
    const events = Array.from({ length: 1_201 }, (_, n) => ({
      chainId: 1,
      safe,
      payload: {
        type: 'INCOMING_ETHER' as const,
        txHash: `0x${n.toString(16).padStart(64, '0')}`,
        value: String(n),
      },
      blockNumber: n,
    }))
    await t.db.transaction().execute((trx) => enqueueAlerts(trx, events, 7))
    const rows = await t.db.selectFrom('alert_events').selectAll().orderBy('id').execute()
    expect(rows.map((row) => toAlertEvent(row).blockNumber)).toEqual(events.map((e) => e.blockNumber))
  })
})
