import type { Kysely } from 'kysely'
import type { Address, PublicClient } from 'viem'
import { startRecoveryWorker } from '../chain/recoverAddressOffThread.ts'
import type { Database } from '../db/database.ts'
import type { SafeChange, SafeChangeBus, SafeChangeKind } from '../live/safeChanges.ts'
import type { IndexerOptions } from '../resolveIndexerOptions.ts'
import { withChainLock } from './chainLock.ts'
import { commitRange } from './commitRange.ts'
import { createWaker } from './createWaker.ts'
import { findForkBlock } from './findForkBlock.ts'
import {
  findCursor,
  finishBackfill,
  getOrCreateCursor,
  listSafeAddresses,
  listWatchedSafes,
  updateHead,
} from './indexer.repository.ts'
import { createIndexerClient, findBlock } from './readChain.ts'
import { type RangeScope, readRange } from './readRange.ts'
import { rollbackFrom } from './rollbackFrom.ts'

export type IndexerLogger = {
  info(message: string): void
  warn(message: string, error?: unknown): void
}

export type ChainIndexerDeps = {
  db: Kysely<Database>
  changes: Pick<SafeChangeBus, 'publish'>
  now: () => number
  log: IndexerLogger
}

export type ChainIndexerTuning = {
  /** Defaults to a client of `options.rpcUrl` (batched HTTP, or WebSocket with `newHeads`). */
  client?: PublicClient
  /** First retry delay after a failure; doubles up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
  /** How often a replica that does not hold the chain's lock tries again. */
  lockRetryMs?: number
}

export type ChainIndexer = {
  /** Reads the head now instead of at the next poll. */
  wake(): void
  /** Finishes the range in progress (or abandons the read), releases the lock. */
  stop(): Promise<void>
}

const rollbackKinds: SafeChangeKind[] = ['safe', 'history', 'queue', 'collectibles', 'balances', 'messages']

/**
 * Indexes one chain until stopped: takes the chain's lock, then loops — read the head, follow a reorg
 * back to its fork, advance watched Safes' backfills, index the next range (one transaction each),
 * publish the changed Safes, and nap until the next head. Any failure (node down, database busy) is
 * logged once per outage and retried with backoff; the gateway keeps serving what is stored.
 */
export function startChainIndexer(
  deps: ChainIndexerDeps,
  options: IndexerOptions,
  tuning: ChainIndexerTuning = {},
): ChainIndexer {
  const { db, log } = deps
  const { chainId } = options
  const { client, close: closeClient } = tuning.client
    ? { client: tuning.client, close: async () => {} }
    : createIndexerClient(options.rpcUrl)
  const backoffMs = tuning.backoffMs ?? 250
  const maxBackoffMs = tuning.maxBackoffMs ?? 5_000
  const waker = createWaker()
  const trustedTokens = new Set(options.trustedTokens ?? [])
  startRecoveryWorker()
  let stopped = false
  let unwatch: (() => void) | undefined
  if (client.transport.type === 'webSocket')
    unwatch = client.watchBlockNumber({
      onBlockNumber: () => waker.wake(),
      onError: () => {},
      emitMissed: false,
    })

  const publish = async (changes: Map<Address, Set<SafeChangeKind>>) => {
    const list: SafeChange[] = [...changes].map(([safe, kinds]) => ({ chainId, safe, kinds: [...kinds] }))
    if (list.length > 0) await deps.changes.publish(list)
  }

  let knownSafes: Set<Address> | undefined
  let lastHead = -1
  let rangeSize = options.blockRange

  /** One step of work; returns whether more is waiting (no nap). */
  async function step(): Promise<boolean> {
    const head = await findBlock(client, 'latest')
    if (!head) throw new Error('The node has no latest block')
    // A read on every poll; the insert (a write lock on SQLite) only the first time a chain is seen.
    const cursor =
      (await findCursor(db, chainId)) ??
      (await getOrCreateCursor(db, { chainId, startBlock: options.startBlock, now: deps.now() }))
    if (head.number !== lastHead || cursor.head_block_number !== head.number) {
      await updateHead(db, { chainId, head, now: deps.now() })
      lastHead = head.number
    }

    const fork = await findForkBlock(client, db, { chainId, cursor })
    if (fork !== undefined) {
      const safes = await rollbackFrom(db, { chainId, fork, now: deps.now() })
      log.info(`chain ${chainId}: reorg, rolled back from block ${fork} (${safes.length} Safes)`)
      knownSafes = undefined
      await publish(new Map(safes.map((safe) => [safe, new Set(rollbackKinds)])))
      return true
    }

    let scope: RangeScope
    let backfilled = false
    if (options.mode === 'watched') {
      const watched = await listWatchedSafes(db, chainId)
      // One backfill range per step, then the head as usual: a long backfill does not stall live Safes.
      const backfilling = watched.find((safe) => safe.backfillNextBlock !== null)
      let caughtUp: Address | undefined
      if (backfilling) {
        const from = Math.max(backfilling.backfillNextBlock ?? 0, options.startBlock)
        if (await stepBackfill(backfilling.address, from, cursor.block_number)) caughtUp = backfilling.address
        backfilled = true
      }
      // A Safe whose backfill just reached the cursor joins this very range: no block is skipped for it.
      scope = {
        kind: 'safes',
        safes: watched
          .filter((safe) => safe.backfillNextBlock === null || safe.address === caughtUp)
          .map((safe) => safe.address),
      }
    } else {
      knownSafes ??= new Set(await listSafeAddresses(db, chainId))
      scope = { kind: 'all', knownSafes }
    }

    if (cursor.block_number >= head.number) return backfilled
    const from = cursor.block_number + 1
    const to = Math.min(from + rangeSize - 1, head.number)
    let range: Awaited<ReturnType<typeof readRange>>
    try {
      range = await readRange(client, db, {
        chainId,
        factories: options.factories,
        from,
        to,
        scope,
        warn: log.warn,
      })
    } catch (error) {
      // Providers cap eth_getLogs (result count, response size, block span): a failing range is halved
      // for the next attempt, and grows back once ranges pass again.
      rangeSize = Math.max(1, Math.floor(rangeSize / 2))
      throw error
    }
    rangeSize = Math.min(options.blockRange, rangeSize * 2)
    if (stopped) return false
    await commitRange(db, {
      chainId,
      writes: range.writes,
      delays: range.delays,
      tokenMetadata: range.tokenMetadata,
      trustedTokens,
      blocks: range.blocks,
      progress: { kind: 'cursor', block: range.last },
      finalBelow: options.confirmations > 0 ? head.number - options.confirmations : null,
      now: deps.now(),
    })
    if (knownSafes) for (const safe of range.createdSafes) knownSafes.add(safe)
    await publish(range.writes.changes)
    return backfilled || to < head.number
  }

  /** One range of a watched Safe's backfill; true once it has reached the main cursor. */
  async function stepBackfill(safe: Address, from: number, until: number): Promise<boolean> {
    if (from > until) {
      await finishBackfill(db, { chainId, safe })
      return true
    }
    const to = Math.min(from + options.blockRange - 1, until)
    const range = await readRange(client, db, {
      chainId,
      factories: options.factories,
      from,
      to,
      scope: { kind: 'safes', safes: [safe] },
      warn: log.warn,
    })
    if (stopped) return false
    await commitRange(db, {
      chainId,
      writes: range.writes,
      delays: range.delays,
      tokenMetadata: range.tokenMetadata,
      trustedTokens,
      blocks: range.blocks,
      progress: { kind: 'backfill', safe, nextBlock: to + 1 },
      finalBelow: null,
      now: deps.now(),
    })
    await publish(range.writes.changes)
    return false
  }

  async function loop(): Promise<void> {
    let delay = backoffMs
    let outage = false
    while (!stopped) {
      try {
        const more = await step()
        if (outage) log.info(`chain ${chainId}: indexing resumed`)
        outage = false
        delay = backoffMs
        if (!more && !stopped) await waker.sleep(options.pollIntervalMs)
      } catch (error) {
        if (stopped) break
        if (!outage) log.warn(`chain ${chainId}: indexing failed, retrying with backoff`, error)
        outage = true
        await waker.sleep(delay)
        delay = Math.min(delay * 2, maxBackoffMs)
      }
    }
  }

  const running = (async () => {
    let delay = backoffMs
    while (!stopped) {
      try {
        await withChainLock(
          db,
          { chainId, isStopped: () => stopped, retryMs: tuning.lockRetryMs ?? 2_000, sleep: waker.sleep },
          loop,
        )
        return
      } catch (error) {
        // The database itself failed while taking the lock: retry like any outage.
        if (stopped) return
        log.warn(`chain ${chainId}: could not take the indexing lock`, error)
        await waker.sleep(delay)
        delay = Math.min(delay * 2, maxBackoffMs)
      }
    }
  })()

  return {
    wake: () => waker.wake(),
    async stop() {
      stopped = true
      unwatch?.()
      waker.wake()
      await running
      await closeClient()
    },
  }
}
