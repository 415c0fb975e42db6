import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Address } from 'viem'
import { isAddressEqual } from 'viem'
import { Badge } from '../../../components/ui/Badge/Badge.tsx'
import { Button } from '../../../components/ui/Button/Button.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { toGatewayError } from '../../../gateway/GatewayError.ts'
import { indexedRecoveryQuery, setRecoveryAlerts } from '../../../recovery/api/getIndexedRecovery.ts'
import { t } from '../../../recovery/i18n/t.ts'
import { requestSignIn } from '../../../wallet/signInRequest.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'

/** Why the gateway refused to change the alerts, in words (contract §15: 403 no session, 401 not allowed). */
function describeAlertsError(error: unknown): string {
  const status = toGatewayError(error).status
  if (status === 403) return t('recovery.alerts.session_ended')
  if (status === 401) return t('recovery.alerts.not_allowed')
  return describeGatewayError(error)
}

/**
 * Whether the owners hear of a recovery on this Delay (the gateway's alerts: every verified email in the
 * account-recovery category and every device registered for the Safe), and the owner's switch for it.
 */
export function RecoveryAlerts({
  chain,
  safe,
  delayModule,
  isOwner,
}: {
  chain: ChainInfo
  safe: Address
  delayModule: Address
  isOwner: boolean
}) {
  const { signedIn } = useWalletSnapshot()
  const queryClient = useQueryClient()
  const query = indexedRecoveryQuery(chain.chainId, safe)
  const indexed = useQuery(query)
  const change = useMutation({
    mutationFn: (on: boolean) => setRecoveryAlerts({ chainId: chain.chainId, safe, delayModule, on }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  })
  const module = indexed.data?.find((entry) => isAddressEqual(entry.address, delayModule))
  // The indexer may not have seen a Delay enabled a block ago: alerts can be turned on once it has.
  const registered = module?.registered

  return (
    <div className="flex flex-col gap-2" data-testid="recovery-alerts">
      <h3 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {t('recovery.alerts.title')}
      </h3>
      {indexed.status === 'error' ? (
        <p className="text-sm text-ink-muted">
          {t('recovery.alerts.unknown', { reason: describeGatewayError(indexed.error) })}
        </p>
      ) : registered === undefined ? (
        <p className="text-sm text-ink-muted">{t('recovery.alerts.not_indexed')}</p>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <Badge tone={registered ? 'success' : 'neutral'}>
            {registered ? t('recovery.alerts.on') : t('recovery.alerts.off')}
          </Badge>
          <p className="text-sm text-ink-muted">
            {registered ? t('recovery.alerts.on_body') : t('recovery.alerts.off_body')}
          </p>
        </div>
      )}
      {isOwner && registered !== undefined && (
        <div className="flex flex-wrap items-center gap-3">
          {signedIn ? (
            <Button
              size="sm"
              variant={registered ? 'ghost' : 'secondary'}
              disabled={change.isPending}
              onClick={() => change.mutate(!registered)}
            >
              {registered ? t('recovery.alerts.turn_off') : t('recovery.alerts.turn_on')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={requestSignIn}>
              {t('recovery.alerts.sign_in')}
            </Button>
          )}
        </div>
      )}
      {change.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {describeAlertsError(change.error)}
        </p>
      )}
    </div>
  )
}
