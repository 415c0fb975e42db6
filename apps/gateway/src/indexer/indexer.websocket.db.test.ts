import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase.ts'
import type { ChainIndexer } from './startChainIndexer.ts'
import { waitForIndexedHead } from './testing/indexerHarness.ts'

const chainId = 31337

// The transport is under test, not the database: SQLite only.
describe('indexer over a WebSocket RPC URL', () => {
  const devchain = useTestDevchain('indexer-ws')
  let database: TestDatabase
  let indexer: ChainIndexer

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    indexer = startTestChainIndexer(database.db, {
      rpcUrl: devchain.rpcUrl.replace(/^http/, 'ws'),
      // Only `newHeads` can wake it in time: the poll is a minute away.
      pollIntervalMs: 60_000,
    })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('follows the head through newHeads', async () => {
    const { safeTxHash } = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: devchain.demo.safe,
      tx: { to: getDevAccount(5).address, value: 1n },
      signers: [getDevAccount(1), getDevAccount(2)],
      executor: getDevAccount(0),
    })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl, timeoutMs: 30_000 })
    const row = await database.db
      .selectFrom('multisig_transactions')
      .select('nonce')
      .where('safe_tx_hash', '=', safeTxHash)
      .executeTakeFirst()
    expect(row).toEqual({ nonce: 0 })
  })
})
