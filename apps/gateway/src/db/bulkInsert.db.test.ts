import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import { bulkInsert, defineBulkInsert } from './bulkInsert.ts'
import type { TokenTable } from './tables/safeData.ts'

const columns = {
  chain_id: 'bigint',
  address: 'text',
  type: 'text',
  name: 'text',
  symbol: 'text',
  decimals: 'integer',
  logo_uri: 'text',
  trusted: 'integer',
} as const
const insertOrKeep = defineBulkInsert<TokenTable>(
  'tokens',
  columns,
  'on conflict (chain_id, address) do nothing',
)
const insertOrUpdate = defineBulkInsert<TokenTable>(
  'tokens',
  columns,
  'on conflict (chain_id, address) do update set "name" = excluded."name"',
)

function token(index: number, name = `Token ${index}`) {
  return {
    chain_id: 1,
    address: `0x${index.toString(16).padStart(40, '0')}`,
    type: 'ERC20' as const,
    name,
    symbol: 'T',
    decimals: index % 2 === 0 ? 18 : null,
    trusted: 0,
  }
}

describe.each(testDatabaseKinds)('bulkInsert on %s', (kind) => {
  let t: TestDatabase
  beforeEach(async () => {
    t = await createTestDatabase(kind)
  })
  afterEach(async () => {
    await t.destroy()
  })

  const stored = () => t.db.selectFrom('tokens').selectAll().orderBy('address').execute()

  it('stores every row as given, omitted columns as null, text of any shape verbatim', async () => {
    const awkward = ['"quoted", {braces}', 'back\\slash', 'NULL', '', 'ünïcode ✓', "it's"]
    const rows = [
      ...awkward.map((name, index) => token(index, name)),
      ...range(6, 5_107).map((i) => token(i)),
    ]
    await t.db.transaction().execute((trx) => bulkInsert(trx, insertOrKeep, rows))
    const result = await stored()
    expect(result).toHaveLength(rows.length)
    expect(result.slice(0, awkward.length).map((row) => row.name)).toEqual(awkward)
    expect(result[0]).toEqual({ ...token(0, awkward[0]), logo_uri: null })
    expect(result[1]?.decimals).toBeNull()
  })

  it('applies the conflict clause: do nothing keeps the stored row, do update takes the new one', async () => {
    await t.db.transaction().execute((trx) => bulkInsert(trx, insertOrKeep, [token(1, 'first')]))
    await t.db.transaction().execute((trx) => bulkInsert(trx, insertOrKeep, [token(1, 'second')]))
    expect((await stored())[0]?.name).toBe('first')
    await t.db.transaction().execute((trx) => bulkInsert(trx, insertOrUpdate, [token(1, 'third')]))
    expect((await stored())[0]?.name).toBe('third')
  })

  it('belongs to the transaction: a failure later in it leaves nothing behind', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await bulkInsert(trx, insertOrKeep, [token(1), token(2)])
        throw new Error('range failed')
      }),
    ).rejects.toThrow('range failed')
    expect(await stored()).toEqual([])
    // The cached statement is still usable afterwards.
    await t.db.transaction().execute((trx) => bulkInsert(trx, insertOrKeep, [token(3)]))
    expect(await stored()).toHaveLength(1)
  })
})

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, index) => from + index)
}
