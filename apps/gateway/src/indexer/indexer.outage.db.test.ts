import { setTimeout as sleep } from 'node:timers/promises'
import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase.ts'
import type { ChainIndexer } from './startChainIndexer.ts'
import { createRecordingLogger, waitForIndexedHead } from './testing/indexerHarness.ts'

const chainId = 31337
const outageMs = 30_000

// The node's outage is what is under test, not the database: SQLite only, to keep the 30 s wait single.
describe('indexer with a node that stops answering for 30 s', () => {
  const devchain = useTestDevchain('indexer-outage')
  let database: TestDatabase
  let indexer: ChainIndexer
  const log = createRecordingLogger()

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    indexer = startTestChainIndexer(
      database.db,
      { rpcUrl: devchain.rpcUrl },
      { log, tuning: { backoffMs: 100, maxBackoffMs: 1_000 } },
    )
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('logs the outage once, keeps its data readable, and catches up after the node returns', async () => {
    await devchain.outage(async () => {
      await sleep(outageMs)
      expect(log.warnings).toHaveLength(1)
      // What is stored stays readable while the node is away.
      expect(await database.db.selectFrom('safes').select('address').execute()).toHaveLength(1)
    })
    const { safeTxHash } = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: devchain.demo.safe,
      tx: { to: getDevAccount(5).address, value: 1n },
      signers: [getDevAccount(1), getDevAccount(2)],
      executor: getDevAccount(0),
    })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl, timeoutMs: 10_000 })
    const row = await database.db
      .selectFrom('multisig_transactions')
      .select(['nonce', 'success'])
      .where('safe_tx_hash', '=', safeTxHash)
      .executeTakeFirst()
    expect(row).toEqual({ nonce: 0, success: 1 })
    expect(log.warnings).toHaveLength(1)
    expect(log.infos).toContain(`chain ${chainId}: indexing resumed`)
  }, 90_000)
})
