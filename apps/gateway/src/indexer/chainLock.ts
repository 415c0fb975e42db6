import { type Kysely, PostgresAdapter, sql } from 'kysely'
import type { Database } from '../db/database.ts'

export type WithChainLockParameters = {
  chainId: number
  isStopped: () => boolean
  /** How long a replica waits before trying again to take a chain another replica indexes. */
  retryMs: number
  sleep: (ms: number) => Promise<void>
}

/**
 * Runs `work` while holding the chain's indexing lock. On PostgreSQL (several replicas on one database)
 * that is a session advisory lock on one pooled connection held for the whole run: the other replicas
 * retry every `retryMs` and one of them takes over when the holder's connection ends (the holder died).
 * The key covers the schema, so instances in separate schemas do not block each other. SQLite: one
 * process owns the file, no lock is needed.
 */
export async function withChainLock(
  db: Kysely<Database>,
  { chainId, isStopped, retryMs, sleep }: WithChainLockParameters,
  work: () => Promise<void>,
): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work()
  await db.connection().execute(async (connection) => {
    const key = sql`hashtextextended(current_schema() || ':coffer-indexer:' || ${String(chainId)}, 0)`
    for (;;) {
      if (isStopped()) return
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(
        connection,
      )
      if (rows[0]?.locked) break
      await sleep(retryMs)
    }
    try {
      await work()
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => {})
    }
  })
}
