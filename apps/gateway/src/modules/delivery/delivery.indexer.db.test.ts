import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction, sendEth } from '@coffer/devchain/testing'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { ChainIndexer } from '../../indexer/startChainIndexer.ts'
import { rpc, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import { toAlertEvent } from './delivery.repository.ts'
import { alertMaxAgeMs } from './indexedAlerts.ts'

const chainId = 31337
const account = (index: number) => getDevAccount(index)

describe.each(testDatabaseKinds)('alerts from the indexer on a real anvil (%s)', (kind) => {
  const devchain = useTestDevchain('delivery-indexer')
  let database: TestDatabase
  let indexer: ChainIndexer
  const start = (db: TestDatabase, now: () => number) =>
    startTestChainIndexer(db.db, { rpcUrl: devchain.rpcUrl }, { now })
  const indexed = (db = database) => waitForIndexedHead(db.db, { chainId, rpcUrl: devchain.rpcUrl })
  const eventsAfter = async (id: number, db = database) =>
    (await db.db.selectFrom('alert_events').selectAll().where('id', '>', id).orderBy('id').execute()).map(
      (row) => ({ ...toAlertEvent(row), retracted: row.retracted_at !== null }),
    )
  const lastId = async () =>
    (await database.db.selectFrom('alert_events').select('id').orderBy('id', 'desc').executeTakeFirst())
      ?.id ?? 0

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    indexer = start(database, Date.now)
    await indexed()
  })
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('writes one EXECUTED_MULTISIG_TRANSACTION with its block for a new execution', async () => {
    const before = await lastId()
    const { safeTxHash, receipt } = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: devchain.demo.safe,
      tx: { to: account(5).address, value: 1n },
      signers: [account(1), account(2)],
      executor: account(0),
    })
    await indexed()
    expect(await eventsAfter(before)).toEqual([
      expect.objectContaining({
        chainId,
        safe: devchain.demo.safe,
        blockNumber: Number(receipt.blockNumber),
        payload: {
          type: 'EXECUTED_MULTISIG_TRANSACTION',
          safeTxHash,
          txHash: receipt.transactionHash,
          failed: false,
        },
        retracted: false,
      }),
    ])
  })

  it('writes one INCOMING_ETHER for value received from someone else', async () => {
    const before = await lastId()
    const receipt = await sendEth({
      rpcUrl: devchain.rpcUrl,
      from: account(7),
      to: devchain.demo.safe,
      value: parseEther('0.5'),
    })
    await indexed()
    expect(await eventsAfter(before)).toEqual([
      expect.objectContaining({
        safe: devchain.demo.safe,
        blockNumber: Number(receipt.blockNumber),
        payload: {
          type: 'INCOMING_ETHER',
          txHash: receipt.transactionHash,
          value: parseEther('0.5').toString(),
        },
      }),
    ])
  })

  it('retracts the alerts of a block a reorg removes', async () => {
    const before = await lastId()
    await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: devchain.demo.safe,
      tx: { to: account(5).address, value: 2n },
      signers: [account(1), account(2)],
      executor: account(0),
    })
    await indexed()
    expect((await eventsAfter(before)).map((e) => e.retracted)).toEqual([false])
    await rpc(devchain.rpcUrl, 'anvil_reorg', [2, []])
    const deadline = Date.now() + 10_000
    while (!(await eventsAfter(before)).every((e) => e.retracted)) {
      if (Date.now() > deadline) throw new Error('The reorg was not followed')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    await indexed()
    expect((await eventsAfter(before)).map((e) => e.retracted)).toEqual([true])
  })

  it('writes nothing for a catch-up over blocks older than the alert window', async () => {
    const late = await createTestDatabase(kind)
    const catchUp = start(late, () => Date.now() + alertMaxAgeMs + 60_000)
    try {
      await indexed(late)
      expect(await late.db.selectFrom('multisig_transactions').select('safe_tx_hash').execute()).not.toEqual(
        [],
      )
      expect(await eventsAfter(0, late)).toEqual([])
    } finally {
      await catchUp.stop()
      await late.destroy()
    }
  })
})
