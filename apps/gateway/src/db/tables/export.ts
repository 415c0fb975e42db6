import type { Selectable } from 'kysely'

/**
 * A CSV export of a Safe's history (CGW's export job routes), written before the launch answers so it
 * survives a restart; written only by the export module. Times are unix milliseconds.
 */
export interface ExportJobTable {
  /** Random uuid: the job id of the routes, and the only key to its file. */
  id: string
  chain_id: number
  /** EIP-55 checksummed Safe. */
  safe: string
  /** The execution-date range asked for (inclusive); null: unbounded. */
  execution_date_gte: number | null
  execution_date_lte: number | null
  /** CGW's `limit` and `offset` over the export's rows; null limit: all. */
  row_limit: number | null
  row_offset: number
  status: 'pending' | 'done' | 'failed'
  /**
   * JSON `{ block, logIndex, skipped }`: the last history position written (or skipped for `offset`);
   * null before the first batch. A resumed job continues after it.
   */
  cursor: string | null
  rows_written: number
  /** Rows the export will hold, counted once when it starts (drives `progress`); null until then. */
  rows_total: number | null
  /** CSV chunks written so far (`export_chunks.seq` 0 … chunks − 1). */
  chunks: number
  /** Times a worker claimed it: a job that keeps failing is given up. */
  attempts: number
  /** The worker that holds it until `lease_until`; any worker may claim it after. */
  claimed_by: string | null
  lease_until: number
  failed_reason: string | null
  created_at: number
  processed_at: number | null
  finished_at: number | null
}

/** The CSV of an export, in the order written: chunk `seq` of job `job_id` (the first holds the header). */
export interface ExportChunkTable {
  job_id: string
  seq: number
  csv: string
}

export type ExportJobRow = Selectable<ExportJobTable>
export type ExportChunkRow = Selectable<ExportChunkTable>
