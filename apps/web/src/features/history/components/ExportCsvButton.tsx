import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { t } from '../i18n/t.ts'
import type { ExportState } from '../model/ExportJobSchema.ts'

/** The name the browser saves the file under (the gateway's Content-Disposition says the same). */
function fileName(safeAddress: string): string {
  return `transaction-export-${safeAddress}-${new Date().toISOString().slice(0, 10)}.csv`
}

/** Saves the finished export: a same-origin link with `download` saves instead of navigating. */
function saveFile(url: string, name: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
}

/**
 * History's "Export CSV": launches the gateway's export job for the whole history, shows its progress,
 * and saves the file when it is ready. Shown only where the chain advertises `CSV_TX_EXPORT`. The code
 * that talks to the export routes loads with the click.
 */
export function ExportCsvButton({ chain, safeAddress }: { chain: ChainInfo; safeAddress: string }) {
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const controller = useRef<AbortController | undefined>(undefined)
  useEffect(() => () => controller.current?.abort(), [])
  if (!chain.features.includes('CSV_TX_EXPORT')) return null

  const start = async () => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setState({ status: 'running', progress: 0 })
    try {
      const { runHistoryExport } = await import('../api/runHistoryExport.ts')
      const result = await runHistoryExport({
        chainId: chain.chainId,
        safeAddress,
        signal: abort.signal,
        onProgress: (progress) => !abort.signal.aborted && setState(progress),
      })
      if (abort.signal.aborted) return
      setState(result)
      if (result.status === 'done') saveFile(result.downloadUrl, fileName(safeAddress))
    } catch (error) {
      if (!abort.signal.aborted) setState({ status: 'failed', reason: describeGatewayError(error) })
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex items-center gap-2">
        {state.status === 'done' && (
          <a
            href={state.downloadUrl}
            download={fileName(safeAddress)}
            className="text-sm font-semibold text-accent underline-offset-2 hover:underline"
          >
            {t('history.export.done')}
          </a>
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void start()}
          disabled={state.status === 'running'}
          title={t('history.export.hint')}
          aria-live="polite"
        >
          {state.status === 'running' ? (
            <>
              <Spinner className="size-4" />
              {t('history.export.running', { progress: state.progress })}
            </>
          ) : (
            <>
              <Icon name="download" />
              {t('history.export.button')}
            </>
          )}
        </Button>
      </div>
      {state.status === 'failed' && (
        <p role="alert" className="text-xs text-danger">
          {t('history.export.failed', { reason: state.reason })}
        </p>
      )}
    </div>
  )
}
