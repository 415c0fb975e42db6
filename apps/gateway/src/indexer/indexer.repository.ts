import type { Kysely, Transaction } from 'kysely'
import { type Address, getAddress, type Hex } from 'viem'
import { z } from 'zod'
import type { Database } from '../db/database.ts'
import type { IndexerCursorRow } from '../db/tables/indexer.ts'
import { UpstreamSchemaError } from '../errors.ts'
import { chunks } from './chunks.ts'
import type { BlockInfo, SafeState } from './readChain.ts'

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
