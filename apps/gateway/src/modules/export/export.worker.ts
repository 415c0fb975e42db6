import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'
import type { ExportJobRow } from '../../db/tables/export.ts'
import {
  claimNextExportJob,
  countExportRows,
  deleteEndedExportJobs,
  type ExportScope,
  type ExportSourceRow,
  failExportJob,
  findExecutionsByTxHash,
  findExportBatch,
  findTokensByAddress,
  markExportJobProcessed,
  releaseExportJob,
  writeExportBatch,
} from './export.repository.ts'
import { toExportCsvHeader, toExportCsvLine } from './exportColumns.ts'
import { toExportRow } from './toExportRow.ts'

export const exportWorkerDefaults = {
  /** Rows per batch: one short read, one CSV chunk, one short write transaction. */
  batchSize: 500,
  /** A job's holder must write a batch within this, or another worker (or the next start) takes over. */
  leaseMs: 60_000,
  pollIntervalMs: 2_000,
  /** A batch that failed is retried after this. */
  retryDelayMs: 5_000,
  /** Claims of one job before it is given up as failed. */
  maxAttempts: 10,
  /** How often ended exports past their retention are swept. */
  sweepIntervalMs: 60_000,
}

export type ExportWorkerOptions = {
  db: Kysely<Database>
  /** The native coin of each configured chain. */
  nativeCurrencies: ReadonlyMap<number, { symbol: string; decimals: number }>
  now: () => number
  /** How long an ended export is kept. */
  retentionMs: number
  log: { warn(message: string, error?: unknown): void }
} & Partial<typeof exportWorkerDefaults> & {
    /** Tests: awaited after each batch is committed (one that never settles stands for a process that died). */
    afterBatch?: (job: { id: string; seq: number }) => Promise<void> | void
  }

export type ExportWorker = {
  /** Starts the loop: resumes what a previous process left pending, then runs each new job. */
  start(): void
  /** A job was launched: look now instead of at the next poll. */
  wake(): void
  /** Finishes the batch in hand, gives its job back for the next start, and ends the loop. */
  stop(): Promise<void>
}

const CursorSchema = z.object({
  block: z.number().int().nonnegative(),
  logIndex: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
})
type Cursor = z.infer<typeof CursorSchema>

/**
 * Runs CSV export jobs from the database, one at a time per process, in batches. Each batch reads the
 * next rows after the job's cursor and commits their CSV chunk with the new cursor, so a job survives a
 * restart mid-way (the next process resumes after the last committed batch) and never holds 10,000
 * transactions in memory; the event loop gets a turn between batches, so the API keeps answering.
 */
export function createExportWorker(options: ExportWorkerOptions): ExportWorker {
  const settings = { ...exportWorkerDefaults, ...options }
  const { db, now, log } = settings
  const workerId = randomUUID()
  let stopped = false
  let pendingWake = false
  let wakeUp: (() => void) | undefined
  let loop: Promise<void> | undefined
  let lastSweep = Number.NEGATIVE_INFINITY

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) return resolve()
      const timer = setTimeout(resolve, settings.pollIntervalMs)
      timer.unref()
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  const sweep = async () => {
    if (now() - lastSweep < settings.sweepIntervalMs) return
    lastSweep = now()
    await deleteEndedExportJobs(db, { before: now() - settings.retentionMs })
  }

  /** Runs one job until it is done, failed, handed over or the worker stops. */
  const runJob = async (job: ExportJobRow): Promise<void> => {
    if (job.attempts > settings.maxAttempts) {
      await failExportJob(db, {
        jobId: job.id,
        reason: `Gave up after ${job.attempts - 1} attempts`,
        now: now(),
      })
      return
    }
    const nativeCurrency = settings.nativeCurrencies.get(job.chain_id)
    if (!nativeCurrency) {
      await failExportJob(db, {
        jobId: job.id,
        reason: `Chain ${job.chain_id} is no longer served`,
        now: now(),
      })
      return
    }
    await markExportJobProcessed(db, { jobId: job.id, now: now() })
    const scope: ExportScope = {
      chainId: job.chain_id,
      safe: job.safe,
      gte: job.execution_date_gte,
      lte: job.execution_date_lte,
    }
    const limit = job.row_limit ?? Number.POSITIVE_INFINITY
    const rowsTotal =
      job.rows_total ?? Math.min(Math.max((await countExportRows(db, scope)) - job.row_offset, 0), limit)
    let cursor: Cursor | null = job.cursor === null ? null : CursorSchema.parse(JSON.parse(job.cursor))
    let rowsWritten = job.rows_written
    let seq = job.chunks

    while (!stopped) {
      const batch = await findExportBatch(db, {
        scope,
        after: cursor,
        limit: settings.batchSize,
      })
      const toSkip = Math.min(job.row_offset - (cursor?.skipped ?? 0), batch.length)
      const written = batch.slice(toSkip, toSkip + Math.max(limit - rowsWritten, 0))
      const last = batch[toSkip + written.length - 1]
      const nextCursor: Cursor | null = last
        ? { block: last.block, logIndex: last.logIndex, skipped: (cursor?.skipped ?? 0) + toSkip }
        : cursor
      const done = batch.length < settings.batchSize || rowsWritten + written.length >= limit
      const lines = await toCsvLines(written, scope, nativeCurrency)
      const csv = (seq === 0 ? toExportCsvHeader() : '') + lines
      const committed = await writeExportBatch(db, {
        jobId: job.id,
        workerId,
        seq,
        csv,
        cursor: nextCursor === null ? null : JSON.stringify(nextCursor),
        rowsWritten: rowsWritten + written.length,
        rowsTotal: Math.max(rowsTotal, rowsWritten + written.length),
        done,
        now: now(),
        leaseMs: settings.leaseMs,
      })
      // Another worker took the job over (our lease ran out): it goes on from the last commit.
      if (!committed) return
      await settings.afterBatch?.({ id: job.id, seq })
      if (done) return
      if (csv !== '') seq += 1
      cursor = nextCursor
      rowsWritten += written.length
      // Let requests in between batches.
      await new Promise<void>((resolve) => setImmediate(resolve))
    }
    await releaseExportJob(db, { jobId: job.id, workerId, until: 0 })
  }

  const toCsvLines = async (
    rows: readonly ExportSourceRow[],
    scope: ExportScope,
    nativeCurrency: { symbol: string; decimals: number },
  ): Promise<string> => {
    if (rows.length === 0) return ''
    const [tokens, executions] = await Promise.all([
      findTokensByAddress(db, {
        chainId: scope.chainId,
        addresses: rows.flatMap((row) => (row.tokenAddress === null ? [] : [row.tokenAddress])),
      }),
      findExecutionsByTxHash(db, {
        chainId: scope.chainId,
        safe: scope.safe,
        txHashes: rows.flatMap((row) => (row.inSafeTx && row.execution === null ? [row.txHash] : [])),
      }),
    ])
    const context = { safe: scope.safe, nativeCurrency, tokens, executions }
    return rows.map((row) => toExportCsvLine(toExportRow(row, context))).join('')
  }

  const round = async () => {
    await sweep()
    const job = await claimNextExportJob(db, { workerId, now: now(), leaseMs: settings.leaseMs })
    if (!job) return false
    try {
      await runJob(job)
    } catch (error) {
      log.warn(`CSV export ${job.id} failed a batch; retrying in ${settings.retryDelayMs} ms`, error)
      await releaseExportJob(db, { jobId: job.id, workerId, until: now() + settings.retryDelayMs }).catch(
        () => {},
      )
    }
    return true
  }

  return {
    start() {
      if (loop) return
      loop = (async () => {
        while (!stopped) {
          pendingWake = false
          let busy = false
          try {
            busy = await round()
          } catch (error) {
            log.warn('CSV export worker round failed', error)
          }
          if (!busy) await sleep()
          wakeUp = undefined
        }
      })()
    },
    wake() {
      pendingWake = true
      wakeUp?.()
    },
    async stop() {
      stopped = true
      wakeUp?.()
      await loop
    },
  }
}
