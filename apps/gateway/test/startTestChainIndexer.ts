import { safeDeployments } from '@coffer/safe'
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/database.ts'
import {
  type ChainIndexer,
  type ChainIndexerDeps,
  type ChainIndexerTuning,
  startChainIndexer,
} from '../src/indexer/startChainIndexer.ts'
import { createRecordingLogger } from '../src/indexer/testing/indexerHarness.ts'
import type { IndexerOptions } from '../src/resolveIndexerOptions.ts'

/**
 * One chain indexer on the devchain, alone (no app): every block from 0, no confirmations, polled every 50 ms,
 * publishing to nobody on the wall clock. The indexer tests change only what they test (transport, mode,
 * range, tokens; the change bus, the clock, the log, tuning).
 */
export function startTestChainIndexer(
  db: Kysely<Database>,
  options: Pick<IndexerOptions, 'rpcUrl'> & Partial<IndexerOptions>,
  {
    changes = { publish: async () => {} },
    now = Date.now,
    log = createRecordingLogger(),
    tuning,
  }: Partial<Omit<ChainIndexerDeps, 'db'>> & { tuning?: ChainIndexerTuning } = {},
): ChainIndexer {
  return startChainIndexer(
    { db, changes, now, log },
    {
      chainId: 31337,
      mode: 'all',
      startBlock: 0,
      confirmations: 0,
      blockRange: 2000,
      pollIntervalMs: 50,
      factories: [safeDeployments.safeProxyFactory],
      ...options,
    },
    tuning,
  )
}
