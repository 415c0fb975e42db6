import { getSafeInfo } from '../../../gateway/getSafeInfo.ts'
import type { SafeInfo } from '../../../gateway/SafeInfoSchema.ts'
import { getRelayStatus } from '../../../safe-tx/api/safeTxGateway.ts'
import { relayOutcome } from '../../../safe-tx/model/relayStatus.ts'

function wait(ms: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}

// A creation is one short transaction and the person is watching: ask often at first, then less. The
// local chain mines at once and its indexer reads every 250 ms; a public chain's every 2 s.
const relayPollMs = 250
const relayTimeoutMs = 180_000
const indexPollMs = 100
const indexSlowerAfterMs = 3_000
const indexMaxPollMs = 1_000
const indexTimeoutMs = 30_000

/** Follows a relayed creation until the relay says it is mined, failed, or too slow. */
export async function waitForRelayedCreation(
  chainId: string,
  taskId: string,
): Promise<{ outcome: 'success'; hash: `0x${string}` | undefined } | { outcome: 'failed' | 'timeout' }> {
  for (const started = Date.now(); Date.now() - started < relayTimeoutMs; ) {
    const status = await getRelayStatus({ chainId }, taskId)
    const outcome = relayOutcome(status.status)
    if (outcome === 'success') {
      const hash = status.receipt?.transactionHash
      return { outcome, hash: hash?.startsWith('0x') ? `0x${hash.slice(2)}` : undefined }
    }
    if (outcome === 'failed') return { outcome }
    await wait(relayPollMs)
  }
  return { outcome: 'timeout' }
}

/**
 * The new Safe's info once the gateway has indexed it: asked again until it answers (404 until the
 * indexer has read the block), every 100 ms for 3 s, then less often. After 30 s the last failure is
 * thrown, as a plain info request would; `signal` stops it early (the creation reverted).
 */
export async function waitForIndexedSafe(
  chainId: string,
  safeAddress: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SafeInfo> {
  let delay = indexPollMs
  for (const started = Date.now(); ; ) {
    try {
      return await getSafeInfo({ chainId, safeAddress })
    } catch (error) {
      if (Date.now() - started >= indexTimeoutMs) throw error
    }
    await wait(delay, signal)
    if (Date.now() - started >= indexSlowerAfterMs) delay = Math.min(delay * 1.5, indexMaxPollMs)
  }
}
