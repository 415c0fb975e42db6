import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'

const dayMs = 86_400_000

/** An ISO 8601 date or date-time (Safe{Wallet} sends `YYYY-MM-DD` or a full UTC time). */
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/

function isoDate(edge: 'start' | 'end') {
  return z
    .string()
    .max(40)
    .refine((value) => isoDatePattern.test(value) && !Number.isNaN(Date.parse(value)), {
      message: 'Expected an ISO 8601 date',
    })
    .transform((value) => {
      const ms = Date.parse(value)
      // A bare date as the upper bound means the whole of that day (UTC), as a person picking it means.
      return edge === 'end' && value.length === 10 ? ms + dayMs - 1 : ms
    })
}

export const ExportLaunchParamsSchema = ChainIdParamsSchema.extend({ safeAddress: AddressSchema })

/** CGW `TransactionExportDto`: all optional; dates bound the execution date, both ends included. */
export const ExportLaunchBodySchema = z
  .object({
    executionDateGte: isoDate('start').optional().describe('Execution date ≥ (ISO 8601 date or date-time)'),
    executionDateLte: isoDate('end')
      .optional()
      .describe('Execution date ≤ (ISO 8601; a bare date includes that whole day, UTC)'),
    limit: z.number().int().min(1).max(1_000_000).optional().describe('At most this many rows'),
    offset: z.number().int().min(0).max(1_000_000).optional().describe('Rows to skip first'),
  })
  .refine(
    (body) =>
      body.executionDateGte === undefined ||
      body.executionDateLte === undefined ||
      body.executionDateGte <= body.executionDateLte,
    { message: 'executionDateGte must not be after executionDateLte', path: ['executionDateGte'] },
  )
export type ExportLaunchBody = z.output<typeof ExportLaunchBodySchema>

export const ExportJobParamsSchema = z.object({
  jobId: z.uuid({ message: 'Expected a job id (uuid)' }).transform((value) => value.toLowerCase()),
})

/**
 * CGW `JobStatusDto` (a BullMQ job as CGW returns it). Fields a job does not have yet are absent, as in
 * CGW: clients read a present `failedReason` as failure and `returnValue.downloadUrl` as done.
 */
export const ExportJobStatusSchema = z.object({
  id: z.string(),
  name: z.literal('csv-export'),
  data: z.object({
    chainId: z.string(),
    safeAddress: z.string(),
    executionDateGte: z.string().optional(),
    executionDateLte: z.string().optional(),
    limit: z.number().optional(),
    offset: z.number().optional(),
  }),
  /** Unix milliseconds the job was created. */
  timestamp: z.number(),
  /** Percent of the rows written, 0–100. */
  progress: z.number(),
  processedOn: z.number().optional(),
  finishedOn: z.number().optional(),
  failedReason: z.string().optional(),
  returnValue: z.object({ downloadUrl: z.string() }).optional(),
})
export type ExportJobStatus = z.infer<typeof ExportJobStatusSchema>
