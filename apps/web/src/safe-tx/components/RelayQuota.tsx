import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from 'viem'
import { safeQueryKeys } from '../../gateway/safeQueryKeys.ts'
import { getRelayCount } from '../api/safeTxGateway.ts'
import { t } from '../i18n/t.ts'

/** The Safe's free executions through the gateway's relay; a gateway without a relay answers limit 0. */
export function relayQuotaQueryOptions(chainId: string, safe: Address) {
  return queryOptions({
    queryKey: [...safeQueryKeys.all(chainId, safe), 'relay'],
    queryFn: () => getRelayCount({ chainId, safeAddress: safe }),
    retry: false,
  })
}

export function useRelayQuota(chainId: string, safe: Address) {
  return useQuery(relayQuotaQueryOptions(chainId, safe))
}

/** "4 of 5 free executions left today", or nothing when the gateway relays nothing for this Safe. */
export function RelayQuota({ chainId, safe }: { chainId: string; safe: Address }) {
  const quota = useRelayQuota(chainId, safe)
  if (!quota.data || quota.data.limit === 0) return null
  return (
    <p className="text-sm text-ink-muted" data-testid="relay-remaining">
      {quota.data.remaining === 0
        ? t('safe_tx.relay.none_left', { limit: quota.data.limit })
        : t('safe_tx.relay.remaining', { remaining: quota.data.remaining, limit: quota.data.limit })}
    </p>
  )
}
