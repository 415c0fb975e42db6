import { safeDeployments } from '@coffer/safe'
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/database.ts'
import {
  type ChainIndexer,
  type ChainIndexerTuning,
  type IndexerLogger,
  startChainIndexer,
} from '../src/indexer/startChainIndexer.ts'
import { createRecordingLogger } from '../src/indexer/testing/indexerHarness.ts'
import type { IndexerOptions } from '../src/resolveIndexerOptions.ts'

/**
 * One chain indexer on the devchain, alone (no app): every block from 0, no confirmations, polled every 50 ms.
 * The indexer tests change only what they test (transport, mode, range, tuning).
 */
export function startTestChainIndexer(
  db: Kysely<Database>,
  options: Pick<IndexerOptions, 'rpcUrl'> & Partial<IndexerOptions>,
  { log = createRecordingLogger(), tuning }: { log?: IndexerLogger; tuning?: ChainIndexerTuning } = {},
): ChainIndexer {
  return startChainIndexer(
    { db, changes: { publish: async () => {} }, now: Date.now, log },
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
