import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Deps } from '../../deps.ts'
import { requestBaseUrl } from '../../http/paging.ts'
import {
  ExportJobParamsSchema,
  ExportJobStatusSchema,
  ExportLaunchBodySchema,
  ExportLaunchParamsSchema,
} from './export.schema.ts'
import { getExportStatus, launchExport, openExportDownload } from './export.service.ts'
import { createExportWorker } from './export.worker.ts'

const hourMs = 3_600_000

/**
 * CGW's CSV export routes (Safe{Wallet}'s History "Export"): launch a job, poll it, then download the
 * file its status links to. The jobs run in this process's export worker, beside the API.
 */
export function exportRoutes(app: FastifyInstance, deps: Deps): void {
  const worker = createExportWorker({
    db: deps.db,
    nativeCurrencies: new Map(
      [...deps.chains.values()].map((runtime) => [runtime.config.chainId, runtime.config.nativeCurrency]),
    ),
    now: deps.now,
    retentionMs: deps.config.csvExport.retentionHours * hourMs,
    log: { warn: (message, error) => app.log.warn({ err: error }, message) },
  })
  // Started once the app is ready (it resumes what a previous process left pending), stopped with it.
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())

  const routes = app.withTypeProvider<ZodTypeProvider>()
  const baseUrl = (request: Parameters<typeof requestBaseUrl>[0]) =>
    requestBaseUrl(request, deps.config.publicUrl)

  routes.post(
    '/v1/export/chains/:chainId/:safeAddress',
    {
      schema: {
        tags: ['export'],
        summary: 'Launch a CSV export of a Safe’s executed history',
        description:
          'One row per transfer (native, ERC-20, ERC-721) into or out of the Safe, oldest first, amounts in ' +
          'token units; `executionDateGte`/`executionDateLte` bound the execution date. Answers 202 with the ' +
          'job; poll `GET /v1/export/{jobId}/status` until `returnValue.downloadUrl` (or `failedReason`). ' +
          '404 for a Safe the gateway has not indexed, 429 while too many exports run.',
        params: ExportLaunchParamsSchema,
        body: ExportLaunchBodySchema,
        response: { 202: ExportJobStatusSchema },
      },
    },
    async (request, reply) => {
      const status = await launchExport(deps, {
        chainId: request.params.chainId,
        safeAddress: request.params.safeAddress,
        body: request.body,
        baseUrl: baseUrl(request),
      })
      worker.wake()
      return reply.code(202).send(status)
    },
  )

  routes.get(
    '/v1/export/:jobId/status',
    {
      schema: {
        tags: ['export'],
        summary: 'Status of a CSV export job',
        description:
          '`progress` is the percent of rows written; once done, `returnValue.downloadUrl` is set.',
        params: ExportJobParamsSchema,
        response: { 200: ExportJobStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store')
      return getExportStatus(deps, { jobId: request.params.jobId, baseUrl: baseUrl(request) })
    },
  )

  routes.get(
    '/v1/export/:jobId/download',
    {
      schema: {
        tags: ['export'],
        summary: 'The CSV of a finished export job',
        description:
          'UTF-8 with a byte-order mark, CRLF line ends, a header line (see docs/export.md). 404 until ' +
          'the job is done and once it has expired.',
        // No response schema: the body is a stream of text/csv, never serialized.
        params: ExportJobParamsSchema,
      },
    },
    async (request, reply) => {
      const download = await openExportDownload(deps, { jobId: request.params.jobId })
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
        .header('Cache-Control', 'private, max-age=3600')
        .send(Readable.from(download.chunks))
    },
  )
}
