import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildModuleTransaction,
  buildMultisigTransaction,
  buildSafe,
  buildToken,
  buildTransfer,
  fixtureAddress,
  fixtureChainId,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { ExportJobRow } from '../../db/tables/export.ts'
import { findExportChunks, findExportJob, insertExportJob } from './export.repository.ts'
import { createExportWorker, type ExportWorkerOptions } from './export.worker.ts'
import { exportCsvHeaders } from './exportColumns.ts'
import { newExportJob } from './newExportJob.ts'
import { parseCsv } from './testing/parseCsv.ts'

const safe = fixtureAddress('export safe')
const other = fixtureAddress('another safe')
const token = fixtureAddress('export token')
const recipient = fixtureAddress('export recipient')
const count = 10_000
/** Block of transaction `i`: three blocks apart, so every row has its own time. */
const blockOf = (i: number) => 1000 + i * 3
const timeOf = (i: number) => 1_700_000_000_000 + blockOf(i) * 12_000

/**
 * 10,000 transactions of one Safe: 60 % token transfers in, 30 % multisig executions sending ETH, 10 %
 * module transactions sending ETH; plus another Safe's, which no export of the first may show.
 */
async function seedHistory(db: TestDatabase['db']): Promise<void> {
  const transfers: ReturnType<typeof buildTransfer>[] = []
  const multisig: ReturnType<typeof buildMultisigTransaction>[] = []
  const modules: ReturnType<typeof buildModuleTransaction>[] = []
  for (let i = 0; i < count; i++) {
    const block = blockOf(i)
    if (i % 10 < 6)
      transfers.push(buildTransfer({ safe, block_number: block, token_address: token, value: String(i) }))
    else if (i % 10 < 9)
      multisig.push(
        buildMultisigTransaction({
          safe,
          nonce: i,
          executed_block: block,
          to: recipient,
          value: '1000000000000000000',
          proposer: recipient,
          origin: JSON.stringify({ note: `payment ${i}` }),
        }),
      )
    else modules.push(buildModuleTransaction({ safe, block_number: block, value: '500000000000000000' }))
  }
  await insertSafeData(db, {
    safes: [buildSafe({ address: safe }), buildSafe({ address: other })],
    tokens: [buildToken({ address: token, symbol: 'TKN', decimals: 0 })],
    transfers: [...transfers, buildTransfer({ safe: other, block_number: 1001, token_address: token })],
    multisigTransactions: multisig,
    moduleTransactions: modules,
  })
}

function newJob(id: string, overrides: Partial<ExportJobRow> = {}): ExportJobRow {
  return { ...newExportJob({ id, chainId: fixtureChainId, safe, createdAt: 1 }), ...overrides }
}

describe.each(testDatabaseKinds)('the export worker on %s', (kind) => {
  let t: TestDatabase
  let clock = 1_800_000_000_000
  const workerOptions = (): ExportWorkerOptions => ({
    db: t.db,
    nativeCurrencies: new Map([[fixtureChainId, { symbol: 'ETH', decimals: 18 }]]),
    now: () => clock,
    retentionMs: 86_400_000,
    log: { warn: () => {} },
    pollIntervalMs: 20,
  })

  /** Runs a worker until job `id` has ended. */
  async function runUntilEnded(
    id: string,
    options: Partial<ExportWorkerOptions> = {},
  ): Promise<ExportJobRow> {
    const worker = createExportWorker({ ...workerOptions(), ...options })
    worker.start()
    try {
      for (let tries = 0; tries < 3000; tries++) {
        const job = await findExportJob(t.db, id)
        if (job && job.status !== 'pending') return job
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      throw new Error(`Export ${id} did not end`)
    } finally {
      await worker.stop()
    }
  }

  async function csvOf(id: string): Promise<string> {
    const chunks = await findExportChunks(t.db, { jobId: id, fromSeq: 0, limit: 1_000_000 })
    return chunks.map((chunk) => chunk.csv).join('')
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind)
    await seedHistory(t.db)
  }, 120_000)
  afterAll(async () => {
    await t?.destroy()
  })

  it('exports 10,000 transactions in batches, oldest first, each once', async () => {
    const id = '00000000-0000-4000-8000-000000000001'
    await insertExportJob(t.db, newJob(id))
    const job = await runUntilEnded(id)
    expect(job).toMatchObject({ status: 'done', rows_written: count, rows_total: count, chunks: 20 })

    const records = parseCsv(await csvOf(id))
    expect(records[0]).toEqual(exportCsvHeaders)
    const rows = records.slice(1)
    expect(rows).toHaveLength(count)
    const column = (name: string) => exportCsvHeaders.indexOf(name)
    const executedAt = rows.map((row) => row[column('Executed at')] ?? '')
    expect(executedAt).toEqual(Array.from({ length: count }, (_, i) => new Date(timeOf(i)).toISOString()))
    expect(rows[0]).toMatchObject({ [column('Amount')]: '0', [column('Asset Symbol')]: 'TKN' })
    // Transaction 6 is a multisig execution sending 1 ETH, with its proposer and note.
    expect(rows[6]?.[column('Amount')]).toBe('1')
    expect(rows[6]?.[column('Direction')]).toBe('outgoing')
    expect(rows[6]?.[column('Nonce')]).toBe('6')
    expect(rows[6]?.[column('Note')]).toBe('payment 6')
    expect(rows[9]?.[column('Executor Address')]).toBe(fixtureAddress('module'))
    expect(rows[9]?.[column('Amount')]).toBe('0.5')
    expect(new Set(rows.map((row) => row[column('Safe Address')]))).toEqual(new Set([safe]))
  }, 120_000)

  it('resumes after a process dies mid-job: the next one continues after the last committed batch', async () => {
    const reference = '00000000-0000-4000-8000-000000000002'
    const resumed = '00000000-0000-4000-8000-000000000003'
    const scope = { execution_date_gte: timeOf(100), execution_date_lte: timeOf(2099) }
    await insertExportJob(t.db, newJob(reference, scope))
    await runUntilEnded(reference, { batchSize: 300 })

    await insertExportJob(t.db, newJob(resumed, { ...scope, created_at: 2 }))
    // The first process stops for good after its third batch, holding the job: as if killed there.
    let frozen = false
    const dying = createExportWorker({
      ...workerOptions(),
      batchSize: 300,
      afterBatch: ({ seq }) => {
        if (seq < 2) return
        frozen = true
        return new Promise<void>(() => {})
      },
    })
    dying.start()
    for (let tries = 0; !frozen && tries < 1000; tries++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(frozen).toBe(true)
    const halfway = await findExportJob(t.db, resumed)
    expect(halfway).toMatchObject({ status: 'pending', chunks: 3, rows_written: 900, rows_total: 2000 })

    // The next process waits out the dead one's lease, then finishes the job.
    clock += 61_000
    const job = await runUntilEnded(resumed, { batchSize: 300 })
    expect(job).toMatchObject({ status: 'done', rows_written: 2000, attempts: 2 })
    expect(await csvOf(resumed)).toBe(await csvOf(reference))
  }, 120_000)

  it('honours the date range, offset and limit', async () => {
    const id = '00000000-0000-4000-8000-000000000004'
    await insertExportJob(
      t.db,
      newJob(id, {
        execution_date_gte: timeOf(10),
        execution_date_lte: timeOf(19),
        row_offset: 2,
        row_limit: 5,
      }),
    )
    const job = await runUntilEnded(id, { batchSize: 3 })
    expect(job).toMatchObject({ status: 'done', rows_written: 5, rows_total: 5 })
    const rows = parseCsv(await csvOf(id)).slice(1)
    const executedAt = exportCsvHeaders.indexOf('Executed at')
    expect(rows.map((row) => row[executedAt])).toEqual(
      [12, 13, 14, 15, 16].map((i) => new Date(timeOf(i)).toISOString()),
    )
  }, 60_000)

  it('writes the header alone for a range without history, and gives up a job of a chain no longer served', async () => {
    const empty = '00000000-0000-4000-8000-000000000005'
    await insertExportJob(t.db, newJob(empty, { execution_date_gte: 1, execution_date_lte: 2 }))
    expect(await runUntilEnded(empty)).toMatchObject({ status: 'done', rows_written: 0, chunks: 1 })
    expect(parseCsv(await csvOf(empty))).toEqual([exportCsvHeaders])

    const orphan = '00000000-0000-4000-8000-000000000006'
    await insertExportJob(t.db, newJob(orphan, { chain_id: 5 }))
    expect(await runUntilEnded(orphan)).toMatchObject({
      status: 'failed',
      failed_reason: 'Chain 5 is no longer served',
    })
  }, 60_000)
})
