import { getDevAccount } from '@coffer/devchain'
import { hashSafeTx, safeDeployments } from '@coffer/safe'
import type { Insertable } from 'kysely'
import { getAddress, type Hex, isHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/createTestApp.ts'
import {
  buildConfirmation,
  buildMultisigTransaction,
  buildSafe,
  buildSafeState,
  fixtureAddress,
  fixtureChainId,
  insertSafeData,
} from '../../../test/safeDataFixtures.ts'
import { testDatabaseKinds } from '../../../test/testDatabase.ts'
import type { MultisigTransactionTable } from '../../db/tables/safeData.ts'
import { QueuePageSchema } from './queue.schema.ts'

const safe = fixtureAddress('queue safe')
const [ownerA, ownerB, ownerC] = [getDevAccount(1), getDevAccount(2), getDevAccount(3)]
const stranger = getDevAccount(7)
const recipient = fixtureAddress('queue recipient')
const t0 = Date.UTC(2026, 10, 20, 12)

/** A queued proposal whose safeTxHash really is the hash of its fields (as the propose route stores it). */
function proposal(
  nonce: number,
  label: string,
  overrides: Partial<Insertable<MultisigTransactionTable>> = {},
): Insertable<MultisigTransactionTable> & { safe_tx_hash: Hex } {
  const row = buildMultisigTransaction({
    safe,
    nonce,
    to: recipient,
    value: String(nonce * 100 + label.charCodeAt(0)),
    executed_block: null,
    proposer: ownerA.address,
    proposed_at: t0 + nonce * 1000 + label.charCodeAt(0),
    modified_at: t0 + nonce * 1000 + label.charCodeAt(0),
    ...overrides,
  })
  return { ...row, safe_tx_hash: hashOf(row) }
}

function hashOf(row: Insertable<MultisigTransactionTable>): Hex {
  return hashSafeTx({
    chainId: fixtureChainId,
    safe: getAddress(row.safe),
    tx: {
      to: getAddress(row.to),
      value: BigInt(row.value),
      data: row.data && isHex(row.data) ? row.data : '0x',
      operation: row.operation,
      safeTxGas: BigInt(row.safe_tx_gas),
      baseGas: BigInt(row.base_gas),
      gasPrice: BigInt(row.gas_price),
      gasToken: getAddress(row.gas_token),
      refundReceiver: getAddress(row.refund_receiver),
      nonce: BigInt(row.nonce),
    },
  })
}

async function confirm(safeTxHash: Hex, owner: typeof ownerA) {
  return buildConfirmation({
    safe_tx_hash: safeTxHash,
    owner: owner.address,
    signature: await owner.sign({ hash: safeTxHash }),
  })
}

// Safe nonce 1; queued nonces 1,1,2,2,3,4 (the example of gateway-contract.md §6.7), plus an untrusted 5.
const tx1a = proposal(1, 'a')
const tx1b = proposal(1, 'b', { to: safe, value: '0' }) // the rejection of 1a
const tx2a = proposal(2, 'a')
const tx2b = proposal(2, 'b')
const tx3 = proposal(3, 'a')
const tx4 = proposal(4, 'a')
const untrusted = proposal(5, 'a', { trusted: 0, proposer: stranger.address })
const executed0 = buildMultisigTransaction({ safe, nonce: 0, executed_block: 10 })

describe.each(testDatabaseKinds)('queue route (%s)', (database) => {
  let t: TestApp
  const url = (query = '') => `/v1/chains/31337/safes/${safe}/transactions/queued${query}`
  const getQueue = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: url(query), headers: { host: 'gw.test' } })
    return { status: response.statusCode, body: response.json() }
  }
  const announce = () => t.deps.changes.publish([{ chainId: 31337, safe, kinds: ['queue'] }])

  beforeAll(async () => {
    t = await createTestApp({}, { database })
    await insertSafeData(t.deps.db, {
      safes: [buildSafe({ address: safe, singleton: safeDeployments.safeL2 })],
      safeStates: [
        buildSafeState({
          address: safe,
          owners: [ownerA.address, ownerB.address, ownerC.address],
          threshold: 2,
          nonce: 1,
          block_number: 10,
        }),
      ],
      multisigTransactions: [executed0, tx1a, tx1b, tx2a, tx2b, tx3, tx4, untrusted],
      confirmations: [
        await confirm(tx1a.safe_tx_hash, ownerA),
        await confirm(tx1a.safe_tx_hash, ownerB),
        await confirm(tx1b.safe_tx_hash, ownerC),
        await confirm(tx2a.safe_tx_hash, ownerA),
      ],
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('groups the queue by nonce with labels and conflict headers; count is the number of items', async () => {
    const { status, body } = await getQueue()
    expect(status).toBe(200)
    const page = QueuePageSchema.parse(body)
    expect(page.count).toBe(10)
    expect(page.next).toBeNull()
    expect(page.previous).toBeNull()
    const picture = page.results.map((item) =>
      item.type === 'LABEL'
        ? item.label
        : item.type === 'CONFLICT_HEADER'
          ? `#${item.nonce}`
          : `${item.transaction.id.split('_')[2]}:${item.conflictType}`,
    )
    expect(picture).toEqual([
      'Next',
      '#1',
      `${tx1a.safe_tx_hash}:HasNext`,
      `${tx1b.safe_tx_hash}:End`,
      'Queued',
      '#2',
      `${tx2a.safe_tx_hash}:HasNext`,
      `${tx2b.safe_tx_hash}:End`,
      `${tx3.safe_tx_hash}:None`,
      `${tx4.safe_tx_hash}:None`,
    ])
  })

  it('gives each transaction its status, confirmations, missing signers and cancellation flag', async () => {
    const page = QueuePageSchema.parse((await getQueue()).body)
    const summaries = page.results.flatMap((item) => (item.type === 'TRANSACTION' ? [item.transaction] : []))
    const [first, rejection, second] = summaries
    expect(first).toMatchObject({
      id: `multisig_${safe}_${tx1a.safe_tx_hash}`,
      txStatus: 'AWAITING_EXECUTION',
      txHash: null,
      timestamp: tx1a.proposed_at,
      executionInfo: { type: 'MULTISIG', nonce: 1, confirmationsRequired: 2, confirmationsSubmitted: 2 },
      txInfo: { type: 'Transfer', direction: 'OUTGOING' },
    })
    expect(rejection).toMatchObject({
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: { type: 'Custom', isCancellation: true, to: { value: safe } },
      executionInfo: {
        confirmationsSubmitted: 1,
        missingSigners: [{ value: ownerA.address }, { value: ownerB.address }],
      },
    })
    expect(second).toMatchObject({ txStatus: 'AWAITING_CONFIRMATIONS', executionInfo: { nonce: 2 } })
  })

  it('shows untrusted proposals only with trusted=false, and refuses a non-boolean', async () => {
    const all = QueuePageSchema.parse((await getQueue('?trusted=false')).body)
    expect(all.count).toBe(11)
    expect(all.results.at(-1)).toMatchObject({
      type: 'TRANSACTION',
      conflictType: 'None',
      transaction: { executionInfo: { nonce: 5 } },
    })
    const bad = await getQueue('?trusted=maybe')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({
      statusCode: 400,
      message: 'Validation failed (boolean string is expected)',
    })
  })

  it('pages with a look-ahead and a repeated edge transaction, keeping the filters in next/previous', async () => {
    const first = QueuePageSchema.parse((await getQueue('?cursor=limit%3D3%26offset%3D0&trusted=true')).body)
    expect(
      first.results.map((item) => (item.type === 'TRANSACTION' ? item.conflictType : item.type)),
    ).toEqual(['LABEL', 'CONFLICT_HEADER', 'HasNext', 'End', 'LABEL', 'CONFLICT_HEADER', 'HasNext'])
    expect(first.count).toBe(7)
    expect(first.previous).toBeNull()
    const next = new URL(first.next ?? '')
    expect(next.origin).toBe('http://gw.test')
    expect(next.searchParams.get('cursor')).toBe('limit=3&offset=3')
    expect(next.searchParams.get('trusted')).toBe('true')

    const second = QueuePageSchema.parse((await getQueue(`${next.search}`)).body)
    expect(second.results).toMatchObject([
      {
        type: 'TRANSACTION',
        conflictType: 'HasNext',
        transaction: { id: `multisig_${safe}_${tx2a.safe_tx_hash}` },
      },
      {
        type: 'TRANSACTION',
        conflictType: 'End',
        transaction: { id: `multisig_${safe}_${tx2b.safe_tx_hash}` },
      },
      { type: 'TRANSACTION', conflictType: 'None' },
      { type: 'TRANSACTION', conflictType: 'None' },
    ])
    expect(second.next).toBeNull()
    expect(new URL(second.previous ?? '').searchParams.get('cursor')).toBe('limit=3&offset=0')
  })

  it('is documented in the OpenAPI document with the preview, estimation and simulation routes', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/chains/{chainId}/safes/{safeAddress}/transactions/queued',
        '/v1/chains/{chainId}/transactions/{safeAddress}/preview',
        '/v2/chains/{chainId}/safes/{safeAddress}/multisig-transactions/estimations',
        '/v1/chains/{chainId}/safes/{safeAddress}/simulations',
      ]),
    )
  })

  it('answers 404 for an unknown Safe and 422 for a malformed address', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/v1/chains/31337/safes/${fixtureAddress('nobody')}/transactions/queued`,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ code: 404, message: 'An error occurred' })
    const malformed = await t.app.inject({
      method: 'GET',
      url: '/v1/chains/31337/safes/0x1234/transactions/queued',
    })
    expect(malformed.statusCode).toBe(422)
  })

  it('fails the whole request with 502 when a stored transaction no longer hashes to its safeTxHash', async () => {
    const where = { chain_id: 31337, safe_tx_hash: tx3.safe_tx_hash }
    await t.deps.db
      .updateTable('multisig_transactions')
      .set({ value: '999999' })
      .where('safe_tx_hash', '=', where.safe_tx_hash)
      .execute()
    await announce()
    try {
      const { status, body } = await getQueue()
      expect(status).toBe(502)
      expect(body).toEqual({ statusCode: 502, message: 'Invalid safeTxHash' })
    } finally {
      await t.deps.db
        .updateTable('multisig_transactions')
        .set({ value: String(tx3.value) })
        .where('safe_tx_hash', '=', where.safe_tx_hash)
        .execute()
      await announce()
    }
    expect((await getQueue()).status).toBe(200)
  })

  it('fails the whole request with 502 when a stored confirmation does not recover to its owner', async () => {
    const hash = tx2a.safe_tx_hash
    const forged = await stranger.sign({ hash })
    await t.deps.db
      .updateTable('multisig_confirmations')
      .set({ signature: forged })
      .where('safe_tx_hash', '=', hash)
      .execute()
    await announce()
    try {
      const { status, body } = await getQueue()
      expect(status).toBe(502)
      expect(body).toEqual({ statusCode: 502, message: 'Invalid signature' })
    } finally {
      const genuine = await ownerA.sign({ hash })
      await t.deps.db
        .updateTable('multisig_confirmations')
        .set({ signature: genuine })
        .where('safe_tx_hash', '=', hash)
        .execute()
      await announce()
    }
    expect((await getQueue()).status).toBe(200)
  })

  it('moves on once nonce 1 is executed: its sibling is cancelled and leaves the queue, and the tag moves', async () => {
    const tagBefore = (await t.app.inject({ method: 'GET', url: `/v1/chains/31337/safes/${safe}` })).json()
      .txQueuedTag
    expect(tagBefore).toBe(String(Math.floor(Number(untrusted.modified_at) / 1000)))

    // What the indexer writes for an execution of 1a: the execution columns and the next Safe state.
    await t.deps.db
      .updateTable('multisig_transactions')
      .set({
        executed_block: 11,
        executed_tx_hash: `0x${'ab'.repeat(32)}`,
        executed_log_index: 3,
        executed_at: t0 + 10 * 60_000,
        executor: ownerA.address,
        success: 1,
        confirmations_required: 2,
        modified_at: t0 + 10 * 60_000,
      })
      .where('safe_tx_hash', '=', tx1a.safe_tx_hash)
      .execute()
    await insertSafeData(t.deps.db, {
      safeStates: [
        buildSafeState({
          address: safe,
          owners: [ownerA.address, ownerB.address, ownerC.address],
          threshold: 2,
          nonce: 2,
          block_number: 11,
        }),
      ],
    })
    await announce()

    const page = QueuePageSchema.parse((await getQueue()).body)
    expect(page.results.slice(0, 2)).toMatchObject([
      { type: 'LABEL', label: 'Next' },
      { type: 'CONFLICT_HEADER', nonce: 2 },
    ])
    expect(JSON.stringify(page.results)).not.toContain(tx1b.safe_tx_hash)
    const sibling = await t.app.inject({
      method: 'GET',
      url: `/v1/chains/31337/transactions/multisig_${safe}_${tx1b.safe_tx_hash}`,
    })
    expect(sibling.json()).toMatchObject({ txStatus: 'CANCELLED' })

    // A new proposal changes txQueuedTag (its modified_at), once announced as the propose route does.
    const later = proposal(6, 'a', { modified_at: t0 + 3_600_000, proposed_at: t0 + 3_600_000 })
    await insertSafeData(t.deps.db, { multisigTransactions: [later] })
    await announce()
    const tagAfter = (await t.app.inject({ method: 'GET', url: `/v1/chains/31337/safes/${safe}` })).json()
      .txQueuedTag
    expect(tagAfter).toBe(String(Math.floor((t0 + 3_600_000) / 1000)))
    expect(QueuePageSchema.parse((await getQueue()).body).results.at(-1)).toMatchObject({
      transaction: { id: `multisig_${safe}_${later.safe_tx_hash}` },
    })
  })
})
