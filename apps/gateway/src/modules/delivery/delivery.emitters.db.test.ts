import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  buildMultisigTransaction,
  buildSafe,
  buildSafeState,
  fixtureAddress,
  fixtureChainId,
  fixtureHash,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { insertMessage } from '../messages/index.ts'
import { addConfirmation, deleteQueuedTransaction, storeProposal } from '../proposals/index.ts'
import { toAlertEvent } from './delivery.repository.ts'

const safe = fixtureAddress('safe')
const [owner1, owner2, owner3] = [
  fixtureAddress('owner1'),
  fixtureAddress('owner2'),
  fixtureAddress('owner3'),
]

const sig = (owner: string) => ({ owner, signature: `0x${'11'.repeat(65)}`, signature_type: 'EOA' as const })

function queued(label: string, proposer: string | null) {
  return buildMultisigTransaction({
    safe,
    nonce: 0,
    executed_block: null,
    safe_tx_hash: fixtureHash(label),
    proposer,
    modified_at: 1,
  })
}

describe.each(testDatabaseKinds)('alert emitters on %s', (kind) => {
  let t: TestDatabase
  const outbox = async () =>
    (await t.db.selectFrom('alert_events').selectAll().orderBy('id').execute()).map(toAlertEvent)

  beforeEach(async () => {
    t = await createTestDatabase(kind)
    await insertSafeData(t.db, {
      safes: [buildSafe({ address: safe })],
      safeStates: [buildSafeState({ address: safe, owners: [owner1, owner2, owner3], threshold: 2 })],
    })
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('asks for signatures once, when a transaction is first proposed, not on its confirmations', async () => {
    const tx = queued('tx', owner1)
    await storeProposal(t.db, { tx, confirmations: [sig(owner1)] })
    // The same proposal again, and a confirmation that leaves it at the threshold: no new request.
    await storeProposal(t.db, { tx, confirmations: [sig(owner1)] })
    await addConfirmation(t.db, {
      chainId: fixtureChainId,
      safeTxHash: tx.safe_tx_hash,
      confirmation: sig(owner2),
      now: 2,
    })
    const events = await outbox()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      chainId: fixtureChainId,
      safe,
      blockNumber: null,
      payload: { type: 'CONFIRMATION_REQUEST', safeTxHash: tx.safe_tx_hash },
    })
  })

  it('does not ask when the proposal already meets the threshold, nor for an unsigned proposal', async () => {
    await storeProposal(t.db, { tx: queued('full', owner1), confirmations: [sig(owner1), sig(owner2)] })
    await storeProposal(t.db, { tx: queued('unsigned', null), confirmations: [] })
    expect(await outbox()).toEqual([])
  })

  it('writes nothing when the proposal fails to store', async () => {
    const broken = { ...queued('broken', owner1), to: null as unknown as string }
    await expect(storeProposal(t.db, { tx: broken, confirmations: [sig(owner1)] })).rejects.toThrow()
    expect(await outbox()).toEqual([])
    expect(await t.db.selectFrom('multisig_transactions').select('safe_tx_hash').execute()).toEqual([])
  })

  it('tells of a deleted queued transaction once', async () => {
    const tx = queued('deleted', owner1)
    await insertSafeData(t.db, { multisigTransactions: [tx] })
    expect(await deleteQueuedTransaction(t.db, fixtureChainId, tx.safe_tx_hash)).toBe(true)
    expect(await deleteQueuedTransaction(t.db, fixtureChainId, tx.safe_tx_hash)).toBe(false)
    expect((await outbox()).map((event) => event.payload)).toEqual([
      { type: 'DELETED_MULTISIG_TRANSACTION', safeTxHash: tx.safe_tx_hash },
    ])
  })

  it('asks for message signatures once, with the message stored', async () => {
    const message = {
      chain_id: fixtureChainId,
      message_hash: fixtureHash('message'),
      safe,
      message: '"hello"',
      proposed_by: owner1,
      safe_app_id: null,
      origin: null,
      created_at: 1,
      modified_at: 1,
    }
    const confirmation = sig(owner1)
    expect(await insertMessage(t.db, { message, confirmation })).toBe(true)
    expect(await insertMessage(t.db, { message, confirmation })).toBe(false)
    expect((await outbox()).map((event) => event.payload)).toEqual([
      { type: 'MESSAGE_CONFIRMATION_REQUEST', messageHash: message.message_hash },
    ])
  })
})
