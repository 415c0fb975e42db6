import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type LiveStatus, startSafeLiveUpdates } from './startSafeLiveUpdates.ts'

/**
 * Mounted once per open Safe (in the Safe's layout): keeps every page of that Safe fresh. It shows
 * nothing; its status is exposed as a data attribute for tests and tools.
 */
export function SafeLiveUpdates({ chainId, safeAddress }: { chainId: string; safeAddress: string }) {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  useEffect(
    () => startSafeLiveUpdates({ chainId, safeAddress }, { queryClient, onStatus: setStatus }),
    [chainId, safeAddress, queryClient],
  )
  return <span hidden data-testid="safe-live-status" data-status={status} />
}
