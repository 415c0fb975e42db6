import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { enqueueAlert, toAlertEvent } from './delivery.repository.ts'

const safe = '0x000000000000000000000000000000000000dEaD'

describe.each(testDatabaseKinds)('the outbox on %s', (kind) => {
  let t: TestDatabase
  beforeEach(async () => {
    t = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await t.destroy()
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
})
