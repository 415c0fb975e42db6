import type { Hex } from 'viem'
import { decodeSafeLog } from './decodeSafeLog.ts'
import { logHandlerByTopic, safeEventHandlerByName } from './handlers/rangeHandlers.ts'
import {
  executionFailureTopic,
  executionSuccessTopic,
  multisigTransactionTopic,
  proxyCreationTopic,
} from './indexerAbi.ts'
import { createRangeContext, type RangeInput, type RangeWrites, topicToAddress } from './rangeContext.ts'
import type { IndexerLog } from './readChain.ts'

export type { RangeInput, RangeWrites } from './rangeContext.ts'

/** Executions and creations whose transaction input the range needs (L1 Safes, creators). */
export function findTransactionsToFetch({ logs, safes }: Pick<RangeInput, 'logs' | 'safes'>): Set<Hex> {
  const hashes = new Set<Hex>()
  const l2Executions = new Set<string>()
  for (const log of sortLogs(logs)) {
    const topic = log.topics[0]
    if (topic === proxyCreationTopic) {
      const proxy = topicToAddress(log.topics[1])
      if (proxy && safes.has(proxy)) hashes.add(log.transactionHash)
      continue
    }
    if (!safes.has(log.address)) continue
    // Selectors only: decoding every log here too would double the decoding work of a range.
    if (topic === multisigTransactionTopic) l2Executions.add(`${log.address}:${log.transactionHash}`)
    if (
      (topic === executionSuccessTopic || topic === executionFailureTopic) &&
      !l2Executions.has(`${log.address}:${log.transactionHash}`)
    )
      hashes.add(log.transactionHash)
  }
  return hashes
}

/**
 * Turns one range's logs into rows, replaying each Safe's configuration as the chain would return it.
 * Each kind of log has its handler (handlers/rangeHandlers.ts); this only walks the logs in chain order,
 * hands each to its handler, and merges what they built. Pure but for signature recovery.
 */
export async function buildRangeWrites(input: RangeInput): Promise<RangeWrites> {
  const logs = sortLogs(input.logs)
  const context = createRangeContext(input, logs)
  for (let index = 0; index < logs.length; index++) {
    const log = logs[index]
    if (!log || context.consumed.has(log)) continue
    const topic = log.topics[0]
    const logHandler = topic === undefined ? undefined : logHandlerByTopic.get(topic)
    if (logHandler) {
      logHandler.handle(context, log)
      continue
    }
    if (!input.safes.has(log.address)) continue
    const event = decodeSafeLog(log)
    if (!event) continue
    safeEventHandlerByName.get(event.eventName)?.handle(context, event, log, logs[index + 1])
  }

  const { writes, executedIn } = context
  for (const transfer of writes.transfers)
    if (executedIn.has(`${transfer.safe}:${transfer.tx_hash}`)) transfer.in_safe_tx = 1
  writes.states = [...context.snapshots.values()]
  writes.confirmations = (await Promise.all(context.confirmations)).flat()
  return writes
}

/** Logs in chain order, one per (block, log index). Logs already in that order (as a node returns them) are only checked. */
export function sortLogs(logs: readonly IndexerLog[]): IndexerLog[] {
  if (isStrictlyOrdered(logs)) return [...logs]
  const unique = new Map<string, IndexerLog>()
  for (const log of logs) unique.set(`${log.blockNumber}:${log.logIndex}`, log)
  return [...unique.values()].sort(compareLogs)
}

function isStrictlyOrdered(logs: readonly IndexerLog[]): boolean {
  for (let index = 1; index < logs.length; index++) {
    const previous = logs[index - 1]
    const log = logs[index]
    if (previous && log && compareLogs(previous, log) >= 0) return false
  }
  return true
}

function compareLogs(a: IndexerLog, b: IndexerLog): number {
  return a.blockNumber - b.blockNumber || a.logIndex - b.logIndex
}
