import { type Kysely, sql, type Transaction } from 'kysely'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import { bulkInsert, defineBulkInsert } from '../db/bulkInsert.ts'
import type { Database } from '../db/database.ts'
import type { IndexerBlockTable, IndexerCursorRow } from '../db/tables/indexer.ts'
import {
  type ModuleTransactionTable,
  type MultisigConfirmationTable,
  type MultisigTransactionTable,
  notExecutedColumns,
  type SafeOwnerTable,
  type SafeStateTable,
  type SafeTable,
  type SignedMessageTable,
  type TokenTable,
  type TransferTable,
} from '../db/tables/safeData.ts'
import { UpstreamSchemaError } from '../errors.ts'
import { enqueueAlerts, retractAlerts } from '../modules/delivery/delivery.repository.ts'
import { indexedAlerts } from '../modules/delivery/indexedAlerts.ts'
import { rollbackDelays, writeDelayRange } from '../modules/recovery/recovery.repository.ts'
import type { DelayWrites } from './buildDelayWrites.ts'
import type { RangeWrites } from './buildRangeWrites.ts'
import type { BlockInfo, SafeState, TokenMetadata } from './readChain.ts'

type Db = Kysely<Database> | Transaction<Database>

export async function findCursor(db: Db, chainId: number): Promise<IndexerCursorRow | undefined> {
  return db.selectFrom('indexer_cursors').selectAll().where('chain_id', '=', chainId).executeTakeFirst()
}

/** The cursor, created just before `startBlock` when the chain has never been indexed. */
export async function getOrCreateCursor(
  db: Db,
  { chainId, startBlock, now }: { chainId: number; startBlock: number; now: number },
): Promise<IndexerCursorRow> {
  await db
    .insertInto('indexer_cursors')
    .values({
      chain_id: chainId,
      block_number: startBlock - 1,
      block_hash: null,
      block_timestamp: null,
      head_block_number: null,
      head_block_timestamp: null,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('chain_id').doNothing())
    .execute()
  const cursor = await findCursor(db, chainId)
  if (!cursor) throw new Error(`No cursor for chain ${chainId}`)
  return cursor
}

export async function updateHead(
  db: Db,
  { chainId, head, now }: { chainId: number; head: BlockInfo; now: number },
): Promise<void> {
  await db
    .updateTable('indexer_cursors')
    .set({ head_block_number: head.number, head_block_timestamp: head.timestamp, updated_at: now })
    .where('chain_id', '=', chainId)
    .execute()
}

export async function listSafeAddresses(db: Db, chainId: number): Promise<Address[]> {
  const rows = await db.selectFrom('safes').select('address').where('chain_id', '=', chainId).execute()
  return rows.map((row) => getAddress(row.address))
}

export async function listWatchedSafes(
  db: Db,
  chainId: number,
): Promise<{ address: Address; backfillNextBlock: number | null }[]> {
  const rows = await db
    .selectFrom('indexer_watched_safes')
    .select(['address', 'backfill_next_block'])
    .where('chain_id', '=', chainId)
    .orderBy('added_at')
    .execute()
  return rows.map((row) => ({ address: getAddress(row.address), backfillNextBlock: row.backfill_next_block }))
}

const AddressListSchema = z.array(
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .transform((value) => getAddress(value)),
)

/** The latest stored state of each Safe (the row with the highest block). */
export async function findLatestStates(
  db: Db,
  { chainId, safes }: { chainId: number; safes: readonly Address[] },
): Promise<Map<Address, SafeState>> {
  const states = new Map<Address, SafeState>()
  for (const chunk of chunks(safes, 500)) {
    const rows = await db
      .selectFrom('safe_states as s')
      .selectAll()
      .where('s.chain_id', '=', chainId)
      .where('s.address', 'in', chunk)
      .where('s.block_number', '=', (eb) =>
        eb
          .selectFrom('safe_states as latest')
          .select((e) => e.fn.max('latest.block_number').as('max'))
          .whereRef('latest.chain_id', '=', 's.chain_id')
          .whereRef('latest.address', '=', 's.address'),
      )
      .execute()
    for (const row of rows) {
      const owners = AddressListSchema.safeParse(JSON.parse(row.owners))
      const modules = AddressListSchema.safeParse(JSON.parse(row.modules))
      if (!owners.success || !modules.success)
        throw new UpstreamSchemaError(`Bad safe_states row of ${row.address}`)
      states.set(getAddress(row.address), {
        owners: owners.data,
        threshold: row.threshold,
        modules: modules.data,
        fallbackHandler: row.fallback_handler ? getAddress(row.fallback_handler) : null,
        guard: row.guard ? getAddress(row.guard) : null,
        singleton: row.singleton ? getAddress(row.singleton) : null,
        nonce: row.nonce,
      })
    }
  }
  return states
}

export async function listKnownTokens(
  db: Db,
  { chainId, tokens }: { chainId: number; tokens: readonly Address[] },
): Promise<Set<Address>> {
  const known = new Set<Address>()
  for (const chunk of chunks(tokens, 500)) {
    const rows = await db
      .selectFrom('tokens')
      .select('address')
      .where('chain_id', '=', chainId)
      .where('address', 'in', chunk)
      .execute()
    for (const row of rows) known.add(getAddress(row.address))
  }
  return known
}

export async function listStoredBlocks(db: Db, chainId: number): Promise<{ number: number; hash: Hex }[]> {
  const rows = await db
    .selectFrom('indexer_blocks')
    .select(['block_number', 'block_hash'])
    .where('chain_id', '=', chainId)
    .orderBy('block_number', 'desc')
    .execute()
  return rows.map((row) => ({ number: row.block_number, hash: toHex(row.block_hash) }))
}

export type RangeCommit = {
  chainId: number
  writes: RangeWrites
  /** The range's Delay rows (recovery); none when the range touched no Delay. */
  delays?: DelayWrites
  tokenMetadata: ReadonlyMap<Address, TokenMetadata>
  /** Tokens stored as trusted (`tokens.trusted` = 1) when first seen. */
  trustedTokens: ReadonlySet<Address>
  /** Hashes to keep for reorg detection (blocks with logs and the range's last block). */
  blocks: readonly BlockInfo[]
  /** The main cursor's new position, or a watched Safe's backfill position. */
  progress: { kind: 'cursor'; block: BlockInfo } | { kind: 'backfill'; safe: Address; nextBlock: number }
  /** Stored hashes below this block are final and dropped (never the cursor's own). */
  finalBelow: number | null
  now: number
}

const insertSafes = defineBulkInsert<SafeTable>(
  'safes',
  {
    chain_id: 'bigint',
    address: 'text',
    created_block: 'bigint',
    created_tx_hash: 'text',
    created_log_index: 'integer',
    created_at: 'bigint',
    creator: 'text',
    factory: 'text',
    singleton: 'text',
    setup_data: 'text',
    salt_nonce: 'text',
  },
  `on conflict (chain_id, address) do update set ${excludedColumns([
    'created_block',
    'created_tx_hash',
    'created_log_index',
    'created_at',
    'creator',
    'factory',
    'singleton',
    'setup_data',
    'salt_nonce',
  ])}`,
)

const insertStates = defineBulkInsert<SafeStateTable>(
  'safe_states',
  {
    chain_id: 'bigint',
    address: 'text',
    block_number: 'bigint',
    log_index: 'integer',
    owners: 'text',
    threshold: 'integer',
    modules: 'text',
    fallback_handler: 'text',
    guard: 'text',
    singleton: 'text',
    nonce: 'bigint',
  },
  `on conflict (chain_id, address, block_number) do update set ${excludedColumns([
    'log_index',
    'owners',
    'threshold',
    'modules',
    'fallback_handler',
    'guard',
    'singleton',
    'nonce',
  ])}`,
)

const insertOwners = defineBulkInsert<SafeOwnerTable>('safe_owners', {
  chain_id: 'bigint',
  owner: 'text',
  safe: 'text',
})

const insertMultisigTransactions = defineBulkInsert<MultisigTransactionTable>(
  'multisig_transactions',
  {
    chain_id: 'bigint',
    safe: 'text',
    safe_tx_hash: 'text',
    to: 'text',
    value: 'text',
    data: 'text',
    operation: 'integer',
    safe_tx_gas: 'text',
    base_gas: 'text',
    gas_price: 'text',
    gas_token: 'text',
    refund_receiver: 'text',
    nonce: 'bigint',
    proposer: 'text',
    proposed_by_delegate: 'text',
    proposed_at: 'bigint',
    origin: 'text',
    trusted: 'integer',
    modified_at: 'bigint',
    confirmations_required: 'integer',
    executed_block: 'bigint',
    executed_tx_hash: 'text',
    executed_log_index: 'integer',
    executed_at: 'bigint',
    executor: 'text',
    success: 'integer',
    signatures: 'text',
  },
  // A stored proposal keeps its proposal columns and gains the execution.
  `on conflict (chain_id, safe_tx_hash) do update set trusted = 1, ${excludedColumns([
    'modified_at',
    'confirmations_required',
    'executed_block',
    'executed_tx_hash',
    'executed_log_index',
    'executed_at',
    'executor',
    'success',
    'signatures',
  ])}`,
)

const insertConfirmations = defineBulkInsert<MultisigConfirmationTable>(
  'multisig_confirmations',
  {
    chain_id: 'bigint',
    safe_tx_hash: 'text',
    owner: 'text',
    signature: 'text',
    signature_type: 'text',
    submitted_at: 'bigint',
    block_number: 'bigint',
  },
  'on conflict (chain_id, safe_tx_hash, owner) do nothing',
)

const insertModuleTransactions = defineBulkInsert<ModuleTransactionTable>(
  'module_transactions',
  {
    chain_id: 'bigint',
    safe: 'text',
    module_tx_id: 'text',
    module: 'text',
    to: 'text',
    value: 'text',
    data: 'text',
    operation: 'integer',
    success: 'integer',
    block_number: 'bigint',
    tx_hash: 'text',
    log_index: 'integer',
    executed_at: 'bigint',
  },
  'on conflict (chain_id, module_tx_id) do nothing',
)

const insertTransfers = defineBulkInsert<TransferTable>(
  'transfers',
  {
    chain_id: 'bigint',
    safe: 'text',
    transfer_id: 'text',
    type: 'text',
    token_address: 'text',
    from: 'text',
    to: 'text',
    value: 'text',
    token_id: 'text',
    block_number: 'bigint',
    tx_hash: 'text',
    log_index: 'integer',
    executed_at: 'bigint',
    in_safe_tx: 'integer',
  },
  'on conflict (chain_id, safe, transfer_id) do nothing',
)

const insertSignedMessages = defineBulkInsert<SignedMessageTable>(
  'signed_messages',
  {
    chain_id: 'bigint',
    block_number: 'bigint',
    log_index: 'integer',
    safe: 'text',
    message_hash: 'text',
    tx_hash: 'text',
    signed_at: 'bigint',
  },
  'on conflict (chain_id, block_number, log_index) do nothing',
)

const insertTokens = defineBulkInsert<TokenTable>(
  'tokens',
  {
    chain_id: 'bigint',
    address: 'text',
    type: 'text',
    name: 'text',
    symbol: 'text',
    decimals: 'integer',
    logo_uri: 'text',
    trusted: 'integer',
  },
  'on conflict (chain_id, address) do nothing',
)

const insertBlocks = defineBulkInsert<IndexerBlockTable>(
  'indexer_blocks',
  { chain_id: 'bigint', block_number: 'bigint', block_hash: 'text', timestamp: 'bigint' },
  `on conflict (chain_id, block_number) do update set ${excludedColumns(['block_hash', 'timestamp'])}`,
)

/** Writes a whole range and moves its cursor in one transaction: all of it lands, or none. */
export async function commitRange(db: Kysely<Database>, commit: RangeCommit): Promise<void> {
  const { chainId, writes } = commit
  await db.transaction().execute(async (trx) => {
    await bulkInsert(
      trx,
      insertSafes,
      dedupe(writes.safes, (row) => row.address),
    )
    await bulkInsert(trx, insertStates, writes.states)
    await replaceOwners(trx, chainId, writes.owners)
    await bulkInsert(
      trx,
      insertMultisigTransactions,
      dedupe(writes.multisigTransactions, (row) => row.safe_tx_hash),
    )

    for (const execution of writes.executions)
      await trx
        .updateTable('multisig_transactions')
        .set({
          trusted: 1,
          modified_at: execution.executed_at,
          executed_block: execution.executed_block,
          executed_tx_hash: execution.executed_tx_hash,
          executed_log_index: execution.executed_log_index,
          executed_at: execution.executed_at,
          executor: execution.executor,
          success: execution.success,
        })
        .where('chain_id', '=', chainId)
        .where('safe_tx_hash', '=', execution.safeTxHash)
        .where('safe', '=', execution.safe)
        .execute()

    await bulkInsert(
      trx,
      insertConfirmations,
      dedupe(writes.confirmations, (row) => `${row.safe_tx_hash}:${row.owner}`),
    )
    await bulkInsert(
      trx,
      insertModuleTransactions,
      dedupe(writes.moduleTransactions, (row) => row.module_tx_id),
    )
    await bulkInsert(
      trx,
      insertTransfers,
      dedupe(writes.transfers, (row) => `${row.safe}:${row.transfer_id}`),
    )

    await bulkInsert(trx, insertSignedMessages, writes.signedMessages)

    // The range's alerts commit with it: a crash before the commit re-indexes the range and writes them
    // then; after it, the cursor has moved and they are never written twice.
    const alerts = indexedAlerts({
      chainId,
      kind: commit.progress.kind,
      multisigTransactions: writes.multisigTransactions,
      executions: writes.executions,
      moduleTransactions: writes.moduleTransactions,
      transfers: writes.transfers,
      now: commit.now,
    })
    await enqueueAlerts(trx, alerts, commit.now)
    if (commit.delays)
      await writeDelayRange(trx, {
        chainId,
        writes: commit.delays,
        kind: commit.progress.kind,
        now: commit.now,
      })

    const tokens = [...commit.tokenMetadata].flatMap(([address, metadata]) => {
      const type = writes.tokens.get(address)
      const trusted = commit.trustedTokens.has(address) ? 1 : 0
      return type ? [{ chain_id: chainId, address, type, ...metadata, logo_uri: null, trusted }] : []
    })
    await bulkInsert(trx, insertTokens, tokens)

    const blocks = dedupe(commit.blocks, (block) => String(block.number)).map((block) => ({
      chain_id: chainId,
      block_number: block.number,
      block_hash: block.hash,
      timestamp: block.timestamp,
    }))
    await bulkInsert(trx, insertBlocks, blocks)

    const { progress } = commit
    if (progress.kind === 'cursor')
      await trx
        .updateTable('indexer_cursors')
        .set({
          block_number: progress.block.number,
          block_hash: progress.block.hash,
          block_timestamp: progress.block.timestamp,
          updated_at: commit.now,
        })
        .where('chain_id', '=', chainId)
        .execute()
    else
      await trx
        .updateTable('indexer_watched_safes')
        .set({ backfill_next_block: progress.nextBlock })
        .where('chain_id', '=', chainId)
        .where('address', '=', progress.safe)
        .execute()

    if (commit.finalBelow !== null) {
      const cursor = await findCursor(trx, chainId)
      await trx
        .deleteFrom('indexer_blocks')
        .where('chain_id', '=', chainId)
        .where('block_number', '<', commit.finalBelow)
        .where('block_number', '!=', cursor?.block_number ?? -1)
        .execute()
    }
  })
}

/** Marks a watched Safe's backfill as caught up: from now on the main ranges include it. */
export async function finishBackfill(
  db: Db,
  { chainId, safe }: { chainId: number; safe: Address },
): Promise<void> {
  await db
    .updateTable('indexer_watched_safes')
    .set({ backfill_next_block: null })
    .where('chain_id', '=', chainId)
    .where('address', '=', safe)
    .execute()
}

/**
 * Removes everything indexed from block `fork` on (a reorg): chain-only rows go, proposals lose their
 * execution, owners are rebuilt from each Safe's latest remaining state, and the cursor steps back.
 * Returns the Safes whose data changed.
 */
export async function rollbackFrom(
  db: Kysely<Database>,
  { chainId, fork, now }: { chainId: number; fork: number; now: number },
): Promise<Address[]> {
  return db.transaction().execute(async (trx) => {
    const touched = await sql<{ safe: string }>`
      select safe from transfers where chain_id = ${chainId} and block_number >= ${fork}
      union select safe from module_transactions where chain_id = ${chainId} and block_number >= ${fork}
      union select safe from multisig_transactions where chain_id = ${chainId} and executed_block >= ${fork}
      union select address as safe from safe_states where chain_id = ${chainId} and block_number >= ${fork}
      union select address as safe from safes where chain_id = ${chainId} and created_block >= ${fork}
      union select safe from signed_messages where chain_id = ${chainId} and block_number >= ${fork}
      union select m.safe from multisig_confirmations c join multisig_transactions m
        on m.chain_id = c.chain_id and m.safe_tx_hash = c.safe_tx_hash
        where c.chain_id = ${chainId} and c.block_number >= ${fork}
    `.execute(trx)
    const delaySafes = await rollbackDelays(trx, { chainId, fork })
    const safes = [...new Set([...touched.rows.map((row) => getAddress(row.safe)), ...delaySafes])]

    // Rows that exist only because of a block go with it (chain-confirmed confirmations included).
    for (const table of [
      'transfers',
      'module_transactions',
      'multisig_confirmations',
      'signed_messages',
    ] as const)
      await trx.deleteFrom(table).where('chain_id', '=', chainId).where('block_number', '>=', fork).execute()
    await trx
      .deleteFrom('multisig_transactions')
      .where('chain_id', '=', chainId)
      .where('executed_block', '>=', fork)
      .where('proposed_at', 'is', null)
      .execute()
    await trx
      .updateTable('multisig_transactions')
      .set({
        modified_at: now,
        ...notExecutedColumns,
      })
      .where('chain_id', '=', chainId)
      .where('executed_block', '>=', fork)
      .execute()
    await trx
      .deleteFrom('safe_states')
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()
    await trx.deleteFrom('safes').where('chain_id', '=', chainId).where('created_block', '>=', fork).execute()
    await trx
      .deleteFrom('indexer_blocks')
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()
    await retractAlerts(trx, { chainId, fromBlock: fork, now })
    await trx
      .updateTable('indexer_watched_safes')
      .set({ backfill_next_block: fork })
      .where('chain_id', '=', chainId)
      .where('backfill_next_block', '>', fork)
      .execute()

    const previous = await trx
      .selectFrom('indexer_blocks')
      .select(['block_number', 'block_hash', 'timestamp'])
      .where('chain_id', '=', chainId)
      .where('block_number', '=', fork - 1)
      .executeTakeFirst()
    await trx
      .updateTable('indexer_cursors')
      .set({
        block_number: fork - 1,
        block_hash: previous?.block_hash ?? null,
        block_timestamp: previous?.timestamp ?? null,
        updated_at: now,
      })
      .where('chain_id', '=', chainId)
      .where('block_number', '>=', fork)
      .execute()

    const latest = await findLatestStates(trx, { chainId, safes })
    await replaceOwners(trx, chainId, new Map(safes.map((safe) => [safe, latest.get(safe)?.owners ?? []])))
    return safes
  })
}

async function replaceOwners(
  trx: Transaction<Database>,
  chainId: number,
  owners: ReadonlyMap<Address, Address[]>,
): Promise<void> {
  const safes = [...owners.keys()]
  for (const chunk of chunks(safes, 500))
    await trx.deleteFrom('safe_owners').where('chain_id', '=', chainId).where('safe', 'in', chunk).execute()
  const rows = [...owners].flatMap(([safe, list]) =>
    [...new Set(list)].map((owner) => ({ chain_id: chainId, owner, safe })),
  )
  await bulkInsert(trx, insertOwners, rows)
}

/** `a = excluded.a, b = excluded.b`: an upsert that takes the new row's values of these columns. */
function excludedColumns(columns: readonly string[]): string {
  return columns.map((column) => `"${column}" = excluded."${column}"`).join(', ')
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let index = 0; index < items.length; index += size) result.push(items.slice(index, index + size))
  return result
}

function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()]
}

function toHex(value: string): Hex {
  if (!/^0x[0-9a-f]*$/.test(value)) throw new UpstreamSchemaError(`Bad stored hash ${value}`)
  return `0x${value.slice(2)}`
}
