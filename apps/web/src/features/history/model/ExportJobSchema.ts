import * as z from 'zod/mini'

/**
 * CGW's `JobStatusDto` of a CSV export (docs/export.md), the fields the button reads: `failedReason`
 * present means failed, `returnValue.downloadUrl` done, else running at `progress` percent.
 */
export const ExportJobSchema = z.object({
  id: z.string(),
  progress: z.catch(z.number(), 0),
  failedReason: z.optional(z.string()),
  returnValue: z.optional(z.object({ downloadUrl: z.string() })),
})
export type ExportJob = z.infer<typeof ExportJobSchema>

/** Where an export stands, as the button shows it. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: number }
  | { status: 'done'; downloadUrl: string }
  | { status: 'failed'; reason: string }

/** A job's status as a step of the export: the order of the checks is CGW clients' (failure first). */
export function toExportState(job: ExportJob): ExportState {
  if (job.failedReason) return { status: 'failed', reason: job.failedReason }
  if (job.returnValue) return { status: 'done', downloadUrl: job.returnValue.downloadUrl }
  return { status: 'running', progress: Math.max(0, Math.min(100, Math.round(job.progress))) }
}
