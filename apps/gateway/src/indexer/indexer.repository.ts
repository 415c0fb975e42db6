import type { Kysely, Transaction } from 'kysely'
import { type Address, getAddress, type Hex } from 'viem'
import { chunks } from '../db/chunks.ts'
import type { Database } from '../db/database.ts'
import type { IndexerCursorRow } from '../db/tables/indexer.ts'
import { UpstreamSchemaError } from '../errors.ts'
import type { BlockInfo } from './readChain.ts'

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

function toHex(value: string): Hex {
  if (!/^0x[0-9a-f]*$/.test(value)) throw new UpstreamSchemaError(`Bad stored hash ${value}`)
  return `0x${value.slice(2)}`
}
