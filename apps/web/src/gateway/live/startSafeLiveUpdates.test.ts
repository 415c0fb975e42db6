import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configureGateway } from '../gatewayClient.ts'
import { type SafeInfo, SafeInfoSchema } from '../SafeInfoSchema.ts'
import { safeQueryKeys } from '../safeQueryKeys.ts'
import type { LiveSourceHandlers, OpenLiveSource } from './openEventSource.ts'
import { type LiveStatus, startSafeLiveUpdates } from './startSafeLiveUpdates.ts'

const chainId = '31337'
const safeAddress = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

function safeInfo(tags: { txHistoryTag?: string; collectiblesTag?: string } = {}): SafeInfo {
  return SafeInfoSchema.parse({
    address: { value: safeAddress, name: null, logoUri: null },
    chainId,
    nonce: 0,
    threshold: 1,
    owners: [{ value: `0x${'1'.repeat(40)}`, name: null, logoUri: null }],
    implementation: { value: `0x${'4'.repeat(40)}`, name: null, logoUri: null },
    implementationVersionState: 'UP_TO_DATE',
    collectiblesTag: tags.collectiblesTag ?? '1',
    txQueuedTag: null,
    txHistoryTag: tags.txHistoryTag ?? '1',
    messagesTag: null,
    modules: null,
    fallbackHandler: null,
    guard: null,
    version: '1.4.1',
  })
}

/** A push connection the test drives: it records what was opened and closed. */
function fakeSources() {
  const opened: { url: string; handlers: LiveSourceHandlers; closed: boolean }[] = []
  const open: OpenLiveSource = (url, handlers) => {
    const source = { url, handlers, closed: false }
    opened.push(source)
    return {
      close: () => {
        source.closed = true
      },
    }
  }
  const last = () => {
    const source = opened.at(-1)
    if (!source) throw new Error('nothing opened')
    return source
  }
  return { open, opened, last }
}

function setup(getSafeInfo: () => Promise<SafeInfo> = async () => safeInfo()) {
  const queryClient = new QueryClient()
  const invalidated: string[] = []
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    const key = filters?.queryKey ?? []
    invalidated.push(key[0] === 'chain' ? 'native-balance' : key.slice(4).join('/') || '*')
  })
  const sources = fakeSources()
  const statuses: LiveStatus[] = []
  const getInfo = vi.fn(getSafeInfo)
  const stop = startSafeLiveUpdates(
    { chainId, safeAddress },
    {
      queryClient,
      openSource: sources.open,
      getSafeInfo: getInfo,
      reconnectDelaysMs: [1_000, 5_000],
      onStatus: (status) => statuses.push(status),
    },
  )
  return { queryClient, invalidated, sources, statuses, getInfo, stop }
}

beforeEach(() => {
  vi.useFakeTimers()
  configureGateway('http://gateway.test:1234/')
})
afterEach(() => {
  vi.useRealTimers()
})

describe('startSafeLiveUpdates', () => {
  it('listens on the gateway and invalidates what each change names, for this Safe only', () => {
    const { sources, invalidated, statuses, stop } = setup()
    expect(sources.last().url).toBe(`http://gateway.test:1234/v1/chains/31337/safes/${safeAddress}/events`)
    sources.last().handlers.onOpen()
    expect(statuses).toEqual(['connecting', 'live'])
    expect(invalidated).toEqual([])

    const change = (body: object) => sources.last().handlers.onChange(JSON.stringify(body))
    change({ chainId: '31337', safeAddress: safeAddress.toLowerCase(), kinds: ['history'] })
    expect(invalidated).toEqual(['history', 'info', 'balances', 'native-balance', 'transaction'])
    invalidated.length = 0
    change({ chainId: '1', safeAddress, kinds: ['history'] })
    change({ chainId: '31337', safeAddress: `0x${'9'.repeat(40)}`, kinds: ['history'] })
    sources.last().handlers.onChange('garbage')
    expect(invalidated).toEqual([])

    stop()
    expect(sources.last().closed).toBe(true)
  })

  it('polls the Safe info without the push, refetches lists whose tags moved and retries the push with backoff', async () => {
    const infos = [safeInfo(), safeInfo(), safeInfo({ txHistoryTag: '2' })]
    const { sources, invalidated, statuses, getInfo, queryClient, stop } = setup(
      async () => infos.shift() ?? safeInfo({ txHistoryTag: '2', collectiblesTag: '2' }),
    )
    // A gateway without the route: the connection fails before it ever opens.
    sources.last().handlers.onError()
    expect(sources.last().closed).toBe(true)
    expect(statuses).toEqual(['connecting', 'polling'])
    await vi.advanceTimersByTimeAsync(0)
    expect(getInfo).toHaveBeenCalledTimes(1)
    expect(queryClient.getQueryData(safeQueryKeys.info(chainId, safeAddress))).toEqual(safeInfo())

    // The push is retried after 1 s, then 5 s, and stays at 5 s.
    await vi.advanceTimersByTimeAsync(1_000)
    expect(sources.opened).toHaveLength(2)
    sources.last().handlers.onError()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(sources.opened).toHaveLength(3)
    sources.last().handlers.onError()

    await vi.advanceTimersByTimeAsync(15_000 - 6_000)
    expect(getInfo).toHaveBeenCalledTimes(2)
    expect(invalidated).toEqual([])
    await vi.advanceTimersByTimeAsync(15_000)
    expect(getInfo).toHaveBeenCalledTimes(3)
    // The info itself was just stored; what the history tag covers is refetched.
    expect(invalidated).toEqual(['history', 'balances', 'native-balance', 'transaction'])
    invalidated.length = 0
    await vi.advanceTimersByTimeAsync(15_000)
    expect(invalidated).toEqual(['collectibles'])

    // The push comes back: polling stops, and what may have been missed is refetched once.
    await vi.advanceTimersByTimeAsync(5_000)
    invalidated.length = 0
    sources.last().handlers.onOpen()
    expect(statuses.at(-1)).toBe('live')
    expect(invalidated).toEqual(['*'])
    const polls = getInfo.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(getInfo).toHaveBeenCalledTimes(polls)
    stop()
  })

  it('stops everything when stopped', async () => {
    const { sources, getInfo, stop } = setup()
    sources.last().handlers.onError()
    await vi.advanceTimersByTimeAsync(0)
    stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(sources.opened).toHaveLength(1)
    expect(getInfo).toHaveBeenCalledTimes(1)
  })
})
