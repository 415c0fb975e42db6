import type { QueryClient } from '@tanstack/react-query'
import { gatewayUrl } from '../gatewayClient.ts'
import { getSafeInfo as getSafeInfoFromGateway } from '../getSafeInfo.ts'
import type { SafeInfo } from '../SafeInfoSchema.ts'
import { type SafeChangeKind, safeQueryKeys } from '../safeQueryKeys.ts'
import { diffSafeInfo } from './diffSafeInfo.ts'
import { type OpenLiveSource, openEventSource } from './openEventSource.ts'
import { parseSafeChangeEvent } from './SafeChangeEventSchema.ts'
import { toInvalidatedQueryKeys } from './toInvalidatedQueryKeys.ts'

/** `live`: the gateway pushes changes. `polling`: no push (yet), so the Safe's info is polled for its tags. */
export type LiveStatus = 'connecting' | 'live' | 'polling'

export type SafeLiveUpdatesOptions = {
  queryClient: QueryClient
  openSource?: OpenLiveSource
  getSafeInfo?: (parameters: { chainId: string; safeAddress: string }) => Promise<SafeInfo>
  /** What the leading product polls at; only used while there is no push. */
  pollIntervalMs?: number
  reconnectDelaysMs?: readonly number[]
  onStatus?: (status: LiveStatus) => void
}

const defaultReconnectDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000]

export function safeEventsPath(chainId: string, safeAddress: string): string {
  return `/v1/chains/${chainId}/safes/${safeAddress}/events`
}

/**
 * Keeps one Safe's cached queries fresh. It listens to the gateway's Server-Sent Events and invalidates
 * the queries each change names. When the push is unavailable (a gateway without the route, such as
 * the public CGW, or a connection that dropped) it polls the Safe's info and refetches the lists whose
 * tags moved, while it retries the push with backoff; once the push is back, polling stops and
 * everything is refetched once, since changes may have been missed meanwhile. Returns the stop function.
 */
export function startSafeLiveUpdates(
  { chainId, safeAddress }: { chainId: string; safeAddress: string },
  {
    queryClient,
    openSource = openEventSource,
    getSafeInfo = getSafeInfoFromGateway,
    pollIntervalMs = 15_000,
    reconnectDelaysMs = defaultReconnectDelaysMs,
    onStatus,
  }: SafeLiveUpdatesOptions,
): () => void {
  const infoKey = safeQueryKeys.info(chainId, safeAddress)
  let stopped = false
  let source: { close: () => void } | null = null
  let attempt = 0
  let hadOutage = false
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let polling = false
  let baseline: SafeInfo | undefined

  const setStatus = (status: LiveStatus) => onStatus?.(status)

  const invalidate = (kinds: readonly SafeChangeKind[], skip: readonly string[][] = []) => {
    for (const queryKey of toInvalidatedQueryKeys(chainId, safeAddress, kinds)) {
      if (skip.some((key) => key.join('/') === queryKey.join('/'))) continue
      void queryClient.invalidateQueries({ queryKey })
    }
  }

  const poll = async () => {
    pollTimer = undefined
    try {
      const info = await getSafeInfo({ chainId, safeAddress })
      if (stopped || !polling) return
      // The fresh info is the info query's answer: store it rather than ask twice.
      queryClient.setQueryData(infoKey, info)
      if (baseline) invalidate(diffSafeInfo(baseline, info), [[...infoKey]])
      baseline = info
    } catch {
      // A failed poll changes nothing; the next one tries again.
    }
    if (!stopped && polling) pollTimer = setTimeout(() => void poll(), pollIntervalMs)
  }

  const startPolling = () => {
    if (polling) return
    polling = true
    setStatus('polling')
    baseline = queryClient.getQueryData<SafeInfo>(infoKey)
    void poll()
  }

  const stopPolling = () => {
    polling = false
    baseline = undefined
    clearTimeout(pollTimer)
    pollTimer = undefined
  }

  const connect = () => {
    reconnectTimer = undefined
    if (stopped) return
    if (!polling) setStatus('connecting')
    source = openSource(gatewayUrl(safeEventsPath(chainId, safeAddress)), {
      onOpen: () => {
        if (stopped) return
        attempt = 0
        stopPolling()
        setStatus('live')
        if (hadOutage)
          void queryClient.invalidateQueries({ queryKey: safeQueryKeys.all(chainId, safeAddress) })
        hadOutage = false
      },
      onChange: (data) => {
        const event = parseSafeChangeEvent(data)
        if (!event || event.chainId !== chainId) return
        if (event.safeAddress.toLowerCase() !== safeAddress.toLowerCase()) return
        invalidate(event.kinds)
      },
      onError: () => {
        if (stopped) return
        // We reconnect ourselves, with backoff: EventSource's own retry would hammer a 404 every 3 s.
        source?.close()
        source = null
        hadOutage = true
        startPolling()
        const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 60_000
        attempt += 1
        reconnectTimer = setTimeout(connect, delay)
      },
    })
  }

  connect()

  return () => {
    stopped = true
    source?.close()
    source = null
    clearTimeout(reconnectTimer)
    stopPolling()
  }
}
