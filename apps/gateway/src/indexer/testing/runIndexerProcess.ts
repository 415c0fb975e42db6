import { safeDeployments } from '@coffer/safe'
import { z } from 'zod'
import { createDatabase } from '../../db/database.ts'
import { startChainIndexer } from '../startChainIndexer.ts'

/**
 * A child process that runs one chain indexer until it is killed: the crash test SIGKILLs it in the
 * middle of a range. `node --import tsx runIndexerProcess.ts`, configured by the environment.
 */
const env = z
  .object({
    INDEXER_RPC_URL: z.string().url(),
    INDEXER_CHAIN_ID: z.coerce.number().int().positive(),
    INDEXER_BLOCK_RANGE: z.coerce.number().int().positive(),
    INDEXER_SQLITE_FILE: z.string().min(1).optional(),
    INDEXER_POSTGRES_URL: z.string().min(1).optional(),
    INDEXER_POSTGRES_SCHEMA: z.string().min(1).optional(),
  })
  .parse(process.env)

const db = env.INDEXER_SQLITE_FILE
  ? createDatabase({ kind: 'sqlite', filename: env.INDEXER_SQLITE_FILE })
  : createDatabase({
      kind: 'postgres',
      connectionString: z.string().parse(env.INDEXER_POSTGRES_URL),
      ...(env.INDEXER_POSTGRES_SCHEMA ? { searchPath: env.INDEXER_POSTGRES_SCHEMA } : {}),
    })

startChainIndexer(
  { db, changes: { publish: async () => {} }, now: Date.now, log: { info: () => {}, warn: () => {} } },
  {
    chainId: env.INDEXER_CHAIN_ID,
    rpcUrl: env.INDEXER_RPC_URL,
    mode: 'all',
    startBlock: 0,
    confirmations: 0,
    blockRange: env.INDEXER_BLOCK_RANGE,
    pollIntervalMs: 50,
    factories: [safeDeployments.safeProxyFactory],
  },
)
process.stdout.write('indexing\n')
