import { describe, expect, it } from 'vitest'
import { ExportJobSchema, toExportState } from './ExportJobSchema.ts'

describe('toExportState', () => {
  it('reads a job as running, done or failed, failure first', () => {
    const job = (fields: object) => ExportJobSchema.parse({ id: 'j', progress: 42, ...fields })
    expect(toExportState(job({}))).toEqual({ status: 'running', progress: 42 })
    expect(toExportState(job({ returnValue: { downloadUrl: 'http://x/v1/export/j/download' } }))).toEqual({
      status: 'done',
      downloadUrl: 'http://x/v1/export/j/download',
    })
    expect(toExportState(job({ failedReason: 'boom', returnValue: { downloadUrl: 'u' } }))).toEqual({
      status: 'failed',
      reason: 'boom',
    })
  })

  it('keeps a progress it cannot read at 0 and any other within 0–100', () => {
    expect(toExportState(ExportJobSchema.parse({ id: 'j', progress: 'half' }))).toEqual({
      status: 'running',
      progress: 0,
    })
    expect(toExportState(ExportJobSchema.parse({ id: 'j', progress: 140 }))).toEqual({
      status: 'running',
      progress: 100,
    })
  })
})
