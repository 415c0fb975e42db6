import { getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { hashDelayTransaction, safeDeployments } from '@coffer/safe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { startTestChainIndexer } from '../../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { ChainIndexer } from '../../indexer/startChainIndexer.ts'
import { rpc, waitFor, waitForIndexedHead } from '../../indexer/testing/indexerHarness.ts'
import { createMemorySafeChangeBus, type SafeChange } from '../../live/safeChanges.ts'
import { toAlertEvent } from '../delivery/index.ts'
import { registerRecoveryModule } from './recovery.repository.ts'
import {
  addOwnerProposal,
  cancelAll,
  createRecoverableSafe,
  executeAfter,
  propose,
  recoverer,
  recoveryOwner,
} from './testing/recoveryChain.ts'

const chainId = 31337

describe.each(testDatabaseKinds)('the indexer follows Delay modules on a real anvil (%s)', (kind) => {
  const devchain = useTestDevchain('recovery-indexer')
  let database: TestDatabase
  let indexer: ChainIndexer
  const published: SafeChange[] = []
  const start = () => {
    const changes = createMemorySafeChangeBus()
    changes.subscribe((change) => published.push(change))
    return startTestChainIndexer(database.db, { rpcUrl: devchain.rpcUrl }, { changes })
  }
  const indexed = () => waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl })
  const proposals = (module: string) =>
    database.db
      .selectFrom('delay_proposals')
      .selectAll()
      .where('module', '=', module)
      .orderBy('queue_nonce')
      .execute()
  const latestState = (module: string) =>
    database.db
      .selectFrom('delay_states')
      .selectAll()
      .where('module', '=', module)
      .orderBy('block_number', 'desc')
      .executeTakeFirst()
  const alerts = async (safe: string) =>
    (
      await database.db
        .selectFrom('alert_events')
        .selectAll()
        .where('safe', '=', safe)
        .orderBy('id')
        .execute()
    )
      .map((row) => ({
        type: toAlertEvent(row).payload.type,
        retracted: row.retracted_at !== null,
        availableAt: row.available_at,
      }))
      .filter((alert) => alert.type.startsWith('RECOVERY_'))

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    indexer = start()
    await indexed()
  }, 60_000)
  afterAll(async () => {
    await indexer?.stop()
    await database?.destroy()
  })

  it('finds the Delay a Safe enables, with its settings and recoverers', async () => {
    const { safe, delay } = await createRecoverableSafe(devchain, { cooldown: 3600n })
    await indexed()
    expect(
      await database.db
        .selectFrom('delay_modules')
        .select(['module', 'safe'])
        .where('module', '=', delay)
        .execute(),
    ).toEqual([{ module: delay, safe }])
    expect(await latestState(delay)).toMatchObject({
      cooldown: '3600',
      expiration: '0',
      tx_nonce: 0,
      queue_nonce: 0,
      recoverers: JSON.stringify([recoverer.address]),
    })
    expect(published.some((change) => change.safe === safe && change.kinds.includes('safe'))).toBe(true)
  })

  it('finds a Delay enabled before the gateway followed Delays when its Safe next does anything', async () => {
    const { safe, delay } = await createRecoverableSafe(devchain, { saltNonce: 4n })
    await indexed()
    // As a database from before: the Safe's modules are indexed, its Delay is not.
    await database.db.deleteFrom('delay_states').where('module', '=', delay).execute()
    await database.db.deleteFrom('delay_modules').where('module', '=', delay).execute()
    await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe,
      tx: { to: recoveryOwner.address, value: 0n },
      signers: [recoveryOwner],
      executor: recoveryOwner,
    })
    await indexed()
    expect(
      await database.db
        .selectFrom('delay_modules')
        .select(['module', 'safe'])
        .where('module', '=', delay)
        .execute(),
    ).toEqual([{ module: delay, safe }])
    expect(await latestState(delay)).toMatchObject({ recoverers: JSON.stringify([recoverer.address]) })
  })

  it('follows a proposal, its removal by a reorg, its execution, and a cancellation, alerting once each', async () => {
    const { safe, delay } = await createRecoverableSafe(devchain, { cooldown: 3600n, saltNonce: 2n })
    await registerRecoveryModule(database.db, {
      chainId,
      safe,
      module: delay,
      signer: recoveryOwner.address,
      now: Date.now(),
    })
    const newOwner = getDevAccount(6).address
    const call = addOwnerProposal(safe, newOwner)

    // Proposed: stored with its recoverer; an alert now and a reminder half the cooldown before it ends.
    await propose(devchain, delay, call)
    await indexed()
    const [first] = await proposals(delay)
    expect(first).toMatchObject({
      queue_nonce: 0,
      safe,
      proposer: recoverer.address,
      tx_hash: hashDelayTransaction(call),
      to: safe,
      operation: 0,
    })
    const reminderAt = (first?.added_at ?? 0) + 1800_000
    expect(await alerts(safe)).toEqual([
      { type: 'RECOVERY_PROPOSED', retracted: false, availableAt: null },
      { type: 'RECOVERY_EXECUTABLE_SOON', retracted: false, availableAt: reminderAt },
    ])

    // A reorg removes the proposal's block: the proposal goes, and its unsent alerts are retracted.
    await rpc(devchain.rpcUrl, 'anvil_reorg', [1, []])
    await waitFor(async () => (await proposals(delay)).length === 0, { what: 'the reorged proposal removed' })
    await indexed()
    expect(await proposals(delay)).toEqual([])
    expect((await alerts(safe)).map((alert) => alert.retracted)).toEqual([true, true])

    // Proposed again and executed after the cooldown: the module transaction runs it, the reminder is retracted.
    await propose(devchain, delay, call)
    await indexed()
    const executedIn = await executeAfter(devchain, delay, call, 3601)
    await indexed()
    expect(await latestState(delay)).toMatchObject({ tx_nonce: 1, queue_nonce: 1 })
    expect(
      await database.db
        .selectFrom('module_transactions')
        .select(['module', 'to', 'tx_hash'])
        .where('safe', '=', safe)
        .execute(),
    ).toEqual([{ module: delay, to: safe, tx_hash: executedIn }])
    expect((await alerts(safe)).slice(2)).toEqual([
      { type: 'RECOVERY_PROPOSED', retracted: false, availableAt: null },
      { type: 'RECOVERY_EXECUTABLE_SOON', retracted: true, availableAt: expect.any(Number) },
      { type: 'RECOVERY_EXECUTED', retracted: false, availableAt: null },
    ])

    // Proposed once more and cancelled by the owners (setTxNonce): a cancellation alert.
    await propose(devchain, delay, addOwnerProposal(safe, getDevAccount(8).address))
    await indexed()
    await cancelAll(devchain, safe, delay)
    await indexed()
    expect(await latestState(delay)).toMatchObject({ tx_nonce: 2, queue_nonce: 2 })
    expect((await alerts(safe)).slice(5)).toEqual([
      { type: 'RECOVERY_PROPOSED', retracted: false, availableAt: null },
      { type: 'RECOVERY_EXECUTABLE_SOON', retracted: true, availableAt: expect.any(Number) },
      { type: 'RECOVERY_CANCELLED', retracted: false, availableAt: null },
    ])
  })

  it("rebuilds an L1 Safe's Delay execution from the proposal it ran (an L1 Safe logs no parameters)", async () => {
    const { safe, delay } = await createRecoverableSafe(devchain, {
      cooldown: 60n,
      saltNonce: 3n,
      singleton: safeDeployments.safe,
    })
    const call = addOwnerProposal(safe, getDevAccount(6).address)
    await propose(devchain, delay, call)
    await indexed()
    const executedIn = await executeAfter(devchain, delay, call, 61)
    await indexed()
    expect(
      await database.db
        .selectFrom('module_transactions')
        .select(['module', 'to', 'value', 'data', 'operation', 'tx_hash'])
        .where('safe', '=', safe)
        .execute(),
    ).toEqual([{ module: delay, to: safe, value: '0', data: call.data, operation: 0, tx_hash: executedIn }])
  })
})
