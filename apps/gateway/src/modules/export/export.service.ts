import { randomUUID } from 'node:crypto'
import type { ExportJobRow } from '../../db/tables/export.ts'
import type { Deps } from '../../deps.ts'
import { NotFoundError, RefusedError } from '../../errors.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import {
  countPendingExportJobs,
  findExportChunks,
  findExportJob,
  insertExportJob,
  isIndexedSafe,
} from './export.repository.ts'
import type { ExportJobStatus, ExportLaunchBody } from './export.schema.ts'
import { newExportJob } from './newExportJob.ts'

type ExportDeps = Pick<Deps, 'db' | 'chains' | 'now' | 'config'>

/**
 * Records a new export of the Safe's history and answers with its status: the job is in the database
 * before the answer, so a restart right after still runs it.
 */
export async function launchExport(
  deps: ExportDeps,
  {
    chainId,
    safeAddress,
    body,
    baseUrl,
  }: { chainId: string; safeAddress: string; body: ExportLaunchBody; baseUrl: string },
): Promise<ExportJobStatus> {
  const chain = getChainRuntime(deps, chainId)
  const id = chain.config.chainId
  if (!(await isIndexedSafe(deps.db, { chainId: id, safe: safeAddress })))
    throw new NotFoundError(`No Safe ${safeAddress} on chain ${id}`)
  const { maxPendingJobs } = deps.config.csvExport
  if ((await countPendingExportJobs(deps.db)) >= maxPendingJobs)
    throw new RefusedError(429, `Too many exports in progress (at most ${maxPendingJobs}): try again shortly`)
  const row = newExportJob({
    id: randomUUID(),
    chainId: id,
    safe: safeAddress,
    executionDateGte: body.executionDateGte ?? null,
    executionDateLte: body.executionDateLte ?? null,
    limit: body.limit ?? null,
    offset: body.offset ?? 0,
    createdAt: deps.now(),
  })
  await insertExportJob(deps.db, row)
  return toExportJobStatus(row, baseUrl)
}

export async function getExportStatus(
  deps: Pick<Deps, 'db'>,
  { jobId, baseUrl }: { jobId: string; baseUrl: string },
): Promise<ExportJobStatus> {
  return toExportJobStatus(await getExportJob(deps, jobId), baseUrl)
}

/** The finished export's CSV, chunk by chunk from the database (never the whole file in memory). */
export async function openExportDownload(
  deps: Pick<Deps, 'db'>,
  { jobId }: { jobId: string },
): Promise<{ fileName: string; chunks: AsyncIterable<string> }> {
  const job = await getExportJob(deps, jobId)
  if (job.status !== 'done') throw new NotFoundError(`Export ${jobId} has no file (it is ${job.status})`)
  const { db } = deps
  async function* chunks(): AsyncGenerator<string> {
    let fromSeq = 0
    while (true) {
      const page = await findExportChunks(db, { jobId, fromSeq, limit: 20 })
      for (const chunk of page) yield chunk.csv
      const last = page.at(-1)
      if (page.length < 20 || last === undefined) return
      fromSeq = last.seq + 1
    }
  }
  const day = new Date(job.created_at).toISOString().slice(0, 10)
  return { fileName: `transaction-export-${job.safe}-${day}.csv`, chunks: chunks() }
}

async function getExportJob(deps: Pick<Deps, 'db'>, jobId: string): Promise<ExportJobRow> {
  const job = await findExportJob(deps.db, jobId)
  if (!job) throw new NotFoundError(`No export job ${jobId}`)
  return job
}

/** A job row as CGW's `JobStatusDto`. */
export function toExportJobStatus(job: ExportJobRow, baseUrl: string): ExportJobStatus {
  const progress =
    job.status === 'done'
      ? 100
      : job.rows_total === null || job.rows_total === 0
        ? 0
        : Math.min(99, Math.floor((job.rows_written / job.rows_total) * 100))
  return {
    id: job.id,
    name: 'csv-export',
    data: {
      chainId: String(job.chain_id),
      safeAddress: job.safe,
      ...(job.execution_date_gte === null
        ? {}
        : { executionDateGte: new Date(job.execution_date_gte).toISOString() }),
      ...(job.execution_date_lte === null
        ? {}
        : { executionDateLte: new Date(job.execution_date_lte).toISOString() }),
      ...(job.row_limit === null ? {} : { limit: job.row_limit }),
      ...(job.row_offset === 0 ? {} : { offset: job.row_offset }),
    },
    timestamp: job.created_at,
    progress,
    ...(job.processed_at === null ? {} : { processedOn: job.processed_at }),
    ...(job.finished_at === null ? {} : { finishedOn: job.finished_at }),
    ...(job.status === 'failed' ? { failedReason: job.failed_reason ?? 'The export failed' } : {}),
    ...(job.status === 'done'
      ? { returnValue: { downloadUrl: `${baseUrl}/v1/export/${job.id}/download` } }
      : {}),
  }
}
