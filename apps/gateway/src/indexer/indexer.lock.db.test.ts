import { setTimeout as sleep } from 'node:timers/promises'
import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { killHard } from '../../test/spawnGatewayProcess.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import type { SafeChange } from '../live/safeChanges.ts'
import { spawnIndexer, waitFor, waitForIndexedHead } from './testing/indexerHarness.ts'

const chainId = 31337

// Replicas share one PostgreSQL: the advisory lock lets one index a chain; SQLite has one process.
describe.skipIf(!testDatabaseKinds.includes('postgres'))('indexer lock across replicas (postgres)', () => {
  const devchain = useTestDevchain('indexer-lock')
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
  })
  afterAll(async () => {
    await database?.destroy()
  })

  it('a second replica waits while the first indexes, and takes over when it dies', async () => {
    const holder = await spawnIndexer(database.db, {
      kind: 'postgres',
      rpcUrl: devchain.rpcUrl,
      chainId,
      blockRange: 2000,
    })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })

    const published: SafeChange[] = []
    const standby = startTestChainIndexer(
      database.db,
      { rpcUrl: devchain.rpcUrl },
      {
        changes: { publish: async (changes) => void published.push(...changes) },
        tuning: { lockRetryMs: 100 },
      },
    )
    const send = (value: bigint) =>
      execSafeTransaction({
        rpcUrl: devchain.rpcUrl,
        safe: devchain.demo.safe,
        tx: { to: getDevAccount(5).address, value },
        signers: [getDevAccount(1), getDevAccount(2)],
        executor: getDevAccount(0),
      })
    try {
      await send(1n)
      await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
      await sleep(300)
      expect(published).toEqual([]) // the child indexed it; the standby never ran a range

      await killHard(holder)
      await send(2n)
      await waitFor(async () => published.some((change) => change.kinds.includes('history')), {
        what: 'the standby to take over',
      })
      await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
      const nonces = await database.db
        .selectFrom('multisig_transactions')
        .select('nonce')
        .orderBy('nonce')
        .execute()
      expect(nonces).toEqual([{ nonce: 0 }, { nonce: 1 }])
    } finally {
      holder.kill('SIGKILL')
      await standby.stop()
    }
  })
})
