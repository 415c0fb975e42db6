import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildModuleTransaction,
  buildMultisigTransaction,
  buildSafe,
  buildSafeState,
  buildToken,
  buildTransfer,
  fixtureAddress,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { countHistoryEntries, findHistoryEntries, historyEntriesQuery } from './transactions.repository.ts'

/**
 * The history query at the size the benchmarks use: a Safe with 10,000 entries in a database of 100,000.
 * Seeding takes about a minute per database, so it runs only with COFFER_SCALE_TESTS=1.
 */

const token = fixtureAddress('scale token')
const safes = Array.from({ length: 10 }, (_, i) => fixtureAddress(`scale safe ${i}`))
const target = safes[0] ?? ''

function historyOf(safe: string, size: number) {
  const hash = (kind: number, i: number) => `0x${safe.slice(2, 26)}${kind}${i.toString(16).padStart(39, '0')}`
  const rows = {
    multisig: [] as ReturnType<typeof buildMultisigTransaction>[],
    modules: [] as ReturnType<typeof buildModuleTransaction>[],
    transfers: [] as ReturnType<typeof buildTransfer>[],
  }
  for (let i = 0; i < size; i++) {
    const block = 1000 + i * 3
    if (i % 10 < 4)
      rows.multisig.push(
        buildMultisigTransaction({ safe, nonce: i, executed_block: block, safe_tx_hash: hash(0, i) }),
      )
    else if (i % 10 < 6)
      rows.modules.push(buildModuleTransaction({ safe, block_number: block, tx_hash: hash(1, i) }))
    else
      rows.transfers.push(
        buildTransfer({ safe, block_number: block, token_address: token, tx_hash: hash(2, i) }),
      )
  }
  return rows
}

describe.skipIf(!process.env.COFFER_SCALE_TESTS).each(testDatabaseKinds)('history at scale (%s)', (kind) => {
  let t: TestDatabase
  const filter = { chainId: 31337, safe: target, trusted: true }

  beforeAll(async () => {
    t = await createTestDatabase(kind)
    await insertSafeData(t.db, {
      tokens: [buildToken({ address: token })],
      safes: safes.map((address) => buildSafe({ address })),
      safeStates: safes.map((address) => buildSafeState({ address, owners: [fixtureAddress('owner')] })),
    })
    for (const safe of safes) {
      const { multisig, modules, transfers } = historyOf(safe, 10_000)
      await insertSafeData(t.db, { multisigTransactions: multisig, moduleTransactions: modules, transfers })
    }
    await sql`ANALYZE`.execute(t.db)
  }, 600_000)
  afterAll(async () => {
    await t?.destroy()
  })

  it('reads a page from the indexes without sorting the whole history', async () => {
    const compiled = historyEntriesQuery(t.db, filter, { limit: 21, offset: 20 }).compile()
    if (kind === 'postgres') {
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(`EXPLAIN ${inline(compiled.sql, compiled.parameters, 'postgres')}`)
        .execute(t.db)
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n')
      expect(text).toContain('Merge Append')
      expect(text).toMatch(/Index Scan Backward using multisig_transactions_executed_idx/)
      expect(text).toMatch(/Index Scan Backward using module_transactions_safe_idx/)
      expect(text).toMatch(/Index Scan Backward using transfers_safe_idx/)
      expect(text).not.toMatch(/Seq Scan on (multisig_transactions|module_transactions|transfers)/)
    } else {
      const plan = await sql
        .raw<{ detail: string }>(`EXPLAIN QUERY PLAN ${inline(compiled.sql, compiled.parameters, 'sqlite')}`)
        .execute(t.db)
      const details = plan.rows.map((row) => row.detail)
      expect(details).toContainEqual(
        expect.stringMatching(/SEARCH multisig_transactions USING INDEX multisig_transactions_executed_idx/),
      )
      expect(details).toContainEqual(
        expect.stringMatching(/SEARCH module_transactions USING INDEX module_transactions_safe_idx/),
      )
      expect(details).toContainEqual(expect.stringMatching(/SEARCH transfers USING INDEX transfers_safe_idx/))
      expect(
        details.filter((detail) =>
          /^SCAN (multisig_transactions|module_transactions|transfers)\b/.test(detail),
        ),
      ).toEqual([])
    }
  })

  // The speed is guarded by the plans above (indexes, no scans); the figure is printed, never asserted.
  it('pages and counts', async () => {
    expect(await countHistoryEntries(t.db, filter)).toBe(10_000)
    const timings: number[] = []
    for (let i = 0; i < 20; i++) {
      const start = performance.now()
      const refs = await findHistoryEntries(t.db, filter, { limit: 21, offset: 20 })
      timings.push(performance.now() - start)
      expect(refs).toHaveLength(21)
    }
    timings.sort((a, b) => a - b)
    console.info(`${kind}: history page median ${timings[10]?.toFixed(2)} ms`)
  })
})

/** EXPLAIN cannot take bind parameters here: inline them (numbers and plain strings only). */
function inline(text: string, parameters: readonly unknown[], kind: 'postgres' | 'sqlite'): string {
  const literal = (value: unknown) =>
    typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`
  if (kind === 'postgres')
    return text.replace(/\$(\d+)/g, (_, n: string) => literal(parameters[Number(n) - 1]))
  let index = 0
  return text.replace(/\?/g, () => literal(parameters[index++]))
}
