import type { ExportJobRow } from '../../db/tables/export.ts'

/** A job as launched: pending, unclaimed, nothing written yet. */
export function newExportJob({
  id,
  chainId,
  safe,
  executionDateGte = null,
  executionDateLte = null,
  limit = null,
  offset = 0,
  createdAt,
}: {
  id: string
  chainId: number
  safe: string
  executionDateGte?: number | null
  executionDateLte?: number | null
  limit?: number | null
  offset?: number
  createdAt: number
}): ExportJobRow {
  return {
    id,
    chain_id: chainId,
    safe,
    execution_date_gte: executionDateGte,
    execution_date_lte: executionDateLte,
    row_limit: limit,
    row_offset: offset,
    status: 'pending',
    cursor: null,
    rows_written: 0,
    rows_total: null,
    chunks: 0,
    attempts: 0,
    claimed_by: null,
    lease_until: 0,
    failed_reason: null,
    created_at: createdAt,
    processed_at: null,
    finished_at: null,
  }
}
