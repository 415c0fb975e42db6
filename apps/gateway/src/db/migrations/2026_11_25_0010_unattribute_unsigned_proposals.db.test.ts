import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildConfirmation,
  buildMultisigTransaction,
  fixtureAddress,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { migrateTo, migrateToLatest } from '../migrate.ts'

const safe = fixtureAddress('safe')
const [owner, other, delegate] = [
  fixtureAddress('owner'),
  fixtureAddress('other'),
  fixtureAddress('delegate'),
]
const proposal = (
  nonce: number,
  overrides: Parameters<typeof buildMultisigTransaction>[0] = { safe, nonce },
) => buildMultisigTransaction({ executed_block: null, proposer: owner, ...overrides, safe, nonce })

describe.each(testDatabaseKinds)('unattribute unsigned proposals on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrate: false })
    await migrateTo(t.db, '2026_11_22_0006_create_relays')
  })
  afterAll(async () => {
    await t.destroy()
  })

  it('takes proposer and trust from rows whose proposer never signed, and only from those', async () => {
    const unsigned = proposal(1)
    const signed = proposal(2)
    const confirmedByAnother = proposal(3)
    const executed = proposal(4, { safe, nonce: 4, executed_block: 20 })
    const byDelegate = proposal(5, { safe, nonce: 5, proposed_by_delegate: delegate })
    const fromChain = proposal(6, { safe, nonce: 6, proposer: null })
    await insertSafeData(t.db, {
      multisigTransactions: [unsigned, signed, confirmedByAnother, executed, byDelegate, fromChain],
      confirmations: [
        // Stored lowercase by an older writer: still the proposer's own.
        buildConfirmation({ safe_tx_hash: signed.safe_tx_hash, owner: owner.toLowerCase() }),
        buildConfirmation({ safe_tx_hash: confirmedByAnother.safe_tx_hash, owner: other }),
      ],
    })

    expect((await migrateToLatest(t.db)).map((result) => result.migrationName)).toContain(
      '2026_11_25_0010_unattribute_unsigned_proposals',
    )

    const rows = await t.db
      .selectFrom('multisig_transactions')
      .select(['nonce', 'proposer', 'proposed_by_delegate', 'trusted'])
      .orderBy('nonce')
      .execute()
    expect(rows.map((row) => ({ ...row, nonce: Number(row.nonce) }))).toEqual([
      { nonce: 1, proposer: null, proposed_by_delegate: null, trusted: 0 },
      { nonce: 2, proposer: owner, proposed_by_delegate: null, trusted: 1 },
      { nonce: 3, proposer: null, proposed_by_delegate: null, trusted: 1 },
      { nonce: 4, proposer: null, proposed_by_delegate: null, trusted: 1 },
      { nonce: 5, proposer: owner, proposed_by_delegate: delegate, trusted: 1 },
      { nonce: 6, proposer: null, proposed_by_delegate: null, trusted: 1 },
    ])
  })
})
