import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Devchain, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase } from '../../test/testDatabase.ts'
import type { ChainIndexer } from './startChainIndexer.ts'
import { waitForIndexedHead } from './testing/indexerHarness.ts'

const chainId = 31337

// The transport is under test, not the database: SQLite only.
describe('indexer over a WebSocket RPC URL', () => {
  let dir: string
  let devchain: Devchain
  let database: TestDatabase
  let indexer: ChainIndexer

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-indexer-ws-'))
    devchain = await startDevchain({ dataDir: dir, port: await findFreePort() })
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
    await devchain?.stop()
    await rm(dir, { recursive: true, force: true })
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
