import { getDevAccount } from '@coffer/devchain'
import { createTestSafe, execSafeTransaction, sendEth } from '@coffer/devchain/testing'
import type { Address } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import { watchSafe } from '../modules/indexing/index.ts'
import type { ChainIndexer } from './startChainIndexer.ts'
import { waitFor, waitForIndexedHead } from './testing/indexerHarness.ts'

const chainId = 31337
const account = getDevAccount

describe.each(testDatabaseKinds)('indexer in watched mode (%s)', (kind) => {
  const devchain = useTestDevchain('indexer-watched')
  let database: TestDatabase
  let indexer: ChainIndexer
  let other: Address

  beforeAll(async () => {
    ;({ safe: other } = await createTestSafe({
      rpcUrl: devchain.rpcUrl,
      sender: account(0),
      owners: [account(1).address],
      threshold: 1,
      saltNonce: 5n,
    }))
    await sendEth({ rpcUrl: devchain.rpcUrl, from: account(0), to: other, value: 5n })
    database = await createTestDatabase(kind)
    indexer = startTestChainIndexer(database.db, { rpcUrl: devchain.rpcUrl, mode: 'watched', blockRange: 4 })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('indexes nothing until a Safe is watched, then backfills it from its creation and follows it', async () => {
    expect(await database.db.selectFrom('safes').selectAll().execute()).toEqual([])
    const { safe } = devchain.demo
    expect(await watchSafe(database.db, chainId, safe)).toBe(true)
    expect(await watchSafe(database.db, chainId, safe)).toBe(false)
    indexer.wake()
    await waitFor(
      async () => {
        const row = await database.db
          .selectFrom('indexer_watched_safes')
          .select('backfill_next_block')
          .where('address', '=', safe)
          .executeTakeFirst()
        return row?.backfill_next_block === null
      },
      { what: 'the backfill to finish' },
    )
    const safes = await database.db.selectFrom('safes').select(['address', 'creator']).execute()
    expect(safes).toEqual([{ address: safe, creator: account(0).address }])
    const transfers = await database.db
      .selectFrom('transfers')
      .select('type')
      .where('safe', '=', safe)
      .execute()
    expect(transfers.map((t) => t.type).sort()).toEqual(['ERC20', 'ERC721', 'NATIVE_COIN'])

    const { safeTxHash } = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe,
      tx: { to: other, value: 1n },
      signers: [account(1), account(2)],
      executor: account(0),
    })
    await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
    const executed = await database.db
      .selectFrom('multisig_transactions')
      .select('nonce')
      .where('safe_tx_hash', '=', safeTxHash)
      .executeTakeFirst()
    expect(executed).toEqual({ nonce: 0 })
    // The unwatched Safe received value, but nothing of it is stored.
    expect(
      await database.db.selectFrom('transfers').select('safe').where('safe', '=', other).execute(),
    ).toEqual([])
  })
})
