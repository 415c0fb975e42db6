import { gatewayGet, gatewaySend, gatewayUrl } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'
import { ExportJobSchema, type ExportState, toExportState } from '../model/ExportJobSchema.ts'

export type RunHistoryExportParameters = {
  chainId: string
  safeAddress: string
  /** Each status read while the job runs. */
  onProgress: (state: ExportState) => void
  signal: AbortSignal
  pollIntervalMs?: number
}

/**
 * Launches the CSV export of the Safe's whole history (POST /v1/export/chains/{c}/{safe}) and polls its
 * status until it ends. Done: the download URL through our own base (the gateway's link carries the host
 * it saw); failed: the gateway's reason. Loaded with the click that starts it, not with the History page.
 */
export async function runHistoryExport({
  chainId,
  safeAddress,
  onProgress,
  signal,
  pollIntervalMs = 1000,
}: RunHistoryExportParameters): Promise<ExportState> {
  let job = await parseGatewayResponse(
    () => gatewaySend('POST', `/v1/export/chains/${chainId}/${safeAddress}`, {}),
    ExportJobSchema,
    'export job',
  )
  for (;;) {
    const state = toExportState(job)
    if (state.status === 'done') return { status: 'done', downloadUrl: gatewayUrl(state.downloadUrl) }
    if (state.status === 'failed') return state
    onProgress(state)
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, pollIntervalMs)
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(signal.reason)
      })
    })
    const { id } = job
    job = await parseGatewayResponse(
      () => gatewayGet(`/v1/export/${id}/status`),
      ExportJobSchema,
      'export status',
    )
  }
}
