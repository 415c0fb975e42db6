import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import { migrateDown, migrateToLatest } from './migrate.ts'
import { migrations } from './migrations/index.ts'

describe.each(testDatabaseKinds)('migrations on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false })
  })
  afterAll(async () => {
    await t.destroy()
  })

  it('names every migration YYYY_MM_DD_NNNN_snake_description, in order', () => {
    const names = Object.keys(migrations)
    for (const name of names) expect(name).toMatch(/^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+$/)
    expect([...names].sort()).toEqual(names)
  })

  it('applies all, is idempotent, and rolls back cleanly', async () => {
    const first = await migrateToLatest(t.db)
    expect(first.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'))
    expect(await migrateToLatest(t.db)).toEqual([])
    await t.db
      .insertInto('auth_nonces')
      .values({ nonce: 'x'.repeat(16), expires_at: 1, created_at: 1 })
      .execute()

    for (const _ of Object.keys(migrations)) await migrateDown(t.db)
    // A query, not introspection: on PostgreSQL introspection also lists other test runs' schemas.
    await expect(sql`select 1 from auth_nonces`.execute(t.db)).rejects.toThrow(/auth_nonces/)
    await migrateToLatest(t.db)
    const count = await sql<{ n: number }>`select count(*) as n from auth_nonces`.execute(t.db)
    expect(Number(count.rows[0]?.n)).toBe(0)
  })
})

describe.skipIf(!testDatabaseKinds.includes('postgres'))(
  'migrations on postgres beside another instance',
  () => {
    it('migrates its own schema when a sibling schema on the same database is already migrated', async () => {
      const sibling = await createTestDatabase('postgres')
      const ours = await createTestDatabase('postgres', { migrate: false })
      try {
        const results = await migrateToLatest(ours.db)
        expect(results.map((r) => r.status)).toEqual(Object.keys(migrations).map(() => 'Success'))
        await ours.db.selectFrom('auth_nonces').selectAll().execute()
      } finally {
        await ours.destroy()
        await sibling.destroy()
      }
    })
  },
)
