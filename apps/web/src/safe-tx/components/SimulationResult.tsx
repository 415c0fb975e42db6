import type { UseQueryResult } from '@tanstack/react-query'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import type { Simulation } from '../api/safeTxGateway.ts'
import { t } from '../i18n/t.ts'
import { Notice } from './reviewParts.tsx'

/** The gateway's dry run of the call as the Safe. Unavailable is said, never a reason to block. */
export function SimulationResult({ simulation }: { simulation: UseQueryResult<Simulation> }) {
  if (simulation.status === 'pending')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner className="size-4" />
        {t('safe_tx.simulation.running')}
      </p>
    )
  if (simulation.status === 'error')
    return <Notice tone="neutral">{t('safe_tx.simulation.unavailable')}</Notice>
  if (simulation.data.success)
    return (
      <Notice tone="success" testId="simulation">
        {t('safe_tx.simulation.success')}
      </Notice>
    )
  return (
    <Notice tone="danger" testId="simulation">
      {t('safe_tx.simulation.failure', {
        reason: simulation.data.revertReason ?? t('safe_tx.simulation.no_reason'),
      })}
    </Notice>
  )
}
