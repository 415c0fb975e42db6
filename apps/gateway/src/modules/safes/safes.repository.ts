import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'
import { UpstreamSchemaError } from '../../errors.ts'

type SafeKey = { chainId: number; address: string }

/** The Safe's current configuration as the indexer stored it, JSON columns parsed. */
export type SafeState = {
  chainId: number
  address: string
  blockNumber: number
  owners: string[]
  threshold: number
  modules: string[]
  fallbackHandler: string | null
  guard: string | null
  singleton: string | null
  nonce: number
}

const AddressListSchema = z.array(z.string().regex(/^0x[0-9a-fA-F]{40}$/))

function parseAddressList(json: string, column: string): string[] {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (cause) {
    throw new UpstreamSchemaError(`safe_states.${column} is not JSON`, { cause })
  }
  const result = AddressListSchema.safeParse(value)
  if (!result.success)
    throw new UpstreamSchemaError(`safe_states.${column} is not an address list`, { cause: result.error })
  return result.data
}

/** The current state of a Safe: its `safe_states` row with the highest block number, if it has one. */
export async function findSafeState(db: Kysely<Database>, { chainId, address }: SafeKey) {
  const row = await db
    .selectFrom('safe_states')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .orderBy('block_number', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return undefined
  const state: SafeState = {
    chainId,
    address,
    blockNumber: row.block_number,
    owners: parseAddressList(row.owners, 'owners'),
    threshold: row.threshold,
    modules: parseAddressList(row.modules, 'modules'),
    fallbackHandler: row.fallback_handler,
    guard: row.guard,
    singleton: row.singleton,
    nonce: row.nonce,
  }
  return state
}

/** Latest change times (unix ms) behind the Safe's tags; null where nothing exists. */
export type SafeChangeTimes = {
  collectibles: number | null
  queued: number | null
  history: number | null
  messages: number | null
}

// Each time is read as "the newest row by the index's order", not max() over a column: max(modified_at)
// had to visit every row of a Safe with 10,000 transactions on every Safe info request, while walking an
// index backwards stops at the first row. Execution and transfer times grow with the block number.
export async function getSafeChangeTimes(
  db: Kysely<Database>,
  { chainId, address, nonce }: SafeKey & { nonce: number },
): Promise<SafeChangeTimes> {
  const [erc721, queued, executed, moduleTx, transfer, message, signedMessage] = await Promise.all([
    db
      .selectFrom('transfers')
      .select('executed_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .where('type', '=', 'ERC721')
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
    // Queued transactions are few (nonce ≥ the Safe's nonce, on the nonce index): max() is cheap here.
    db
      .selectFrom('multisig_transactions')
      .select((eb) => eb.fn.max('modified_at').as('latest'))
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .where('nonce', '>=', nonce)
      .where('executed_block', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('multisig_transactions')
      .select('modified_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .where('executed_block', 'is not', null)
      .orderBy('executed_block', 'desc')
      .orderBy('executed_log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('module_transactions')
      .select('executed_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('transfers')
      .select('executed_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('safe_messages')
      .select('modified_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .orderBy('modified_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    // A message signed on chain changes what its message's GET says.
    db
      .selectFrom('signed_messages')
      .select('signed_at as latest')
      .where('chain_id', '=', chainId)
      .where('safe', '=', address)
      .orderBy('block_number', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ])
  const history = [executed?.latest, moduleTx?.latest, transfer?.latest]
    .map(toNumberOrNull)
    .filter((time): time is number => time !== null)
  return {
    collectibles: toNumberOrNull(erc721?.latest),
    queued: toNumberOrNull(queued?.latest),
    history: history.length > 0 ? Math.max(...history) : null,
    messages: latestOf([message?.latest, signedMessage?.latest]),
  }
}

function latestOf(values: readonly unknown[]): number | null {
  const times = values.map(toNumberOrNull).filter((time): time is number => time !== null)
  return times.length > 0 ? Math.max(...times) : null
}

// max() over an empty set is NULL; PostgreSQL's bigint arrives as a number (see createDatabase).
function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null
  const number = Number(value)
  return Number.isFinite(number) ? number : null
}

/** Highest nonce among the Safe's trusted multisig transactions, queued or executed. */
export async function findHighestTrustedNonce(
  db: Kysely<Database>,
  { chainId, address }: SafeKey,
): Promise<number | null> {
  // Walks the nonce index backwards to the first trusted row instead of visiting every row for max().
  const row = await db
    .selectFrom('multisig_transactions')
    .select('nonce as highest')
    .where('chain_id', '=', chainId)
    .where('safe', '=', address)
    .where('trusted', '=', 1)
    .orderBy('nonce', 'desc')
    .limit(1)
    .executeTakeFirst()
  return toNumberOrNull(row?.highest)
}

/** A queued transaction and who has confirmed it so far. */
export type QueuedTransaction = { safeTxHash: string; nonce: number; confirmedBy: string[] }

/**
 * Queued transactions (not executed, nonce ≥ the Safe's), in queue order (nonce, then proposal time),
 * at most `limit`, each with its confirming owners.
 */
export async function listQueuedTransactions(
  db: Kysely<Database>,
  {
    chainId,
    address,
    nonce,
    trustedOnly,
    limit,
  }: SafeKey & { nonce: number; trustedOnly: boolean; limit: number },
): Promise<QueuedTransaction[]> {
  let query = db
    .selectFrom('multisig_transactions')
    .select(['safe_tx_hash', 'nonce'])
    .where('chain_id', '=', chainId)
    .where('safe', '=', address)
    .where('executed_block', 'is', null)
    .where('nonce', '>=', nonce)
  if (trustedOnly) query = query.where('trusted', '=', 1)
  const rows = await query.orderBy('nonce', 'asc').orderBy('modified_at', 'asc').limit(limit).execute()
  if (rows.length === 0) return []
  const confirmations = await db
    .selectFrom('multisig_confirmations')
    .select(['safe_tx_hash', 'owner'])
    .where('chain_id', '=', chainId)
    .where(
      'safe_tx_hash',
      'in',
      rows.map((row) => row.safe_tx_hash),
    )
    .execute()
  return rows.map((row) => ({
    safeTxHash: row.safe_tx_hash,
    nonce: row.nonce,
    confirmedBy: confirmations.filter((c) => c.safe_tx_hash === row.safe_tx_hash).map((c) => c.owner),
  }))
}

/** Number of queued transactions (not executed, nonce ≥ the Safe's). */
export async function countQueuedTransactions(
  db: Kysely<Database>,
  { chainId, address, nonce, trustedOnly }: SafeKey & { nonce: number; trustedOnly: boolean },
): Promise<number> {
  let query = db
    .selectFrom('multisig_transactions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('chain_id', '=', chainId)
    .where('safe', '=', address)
    .where('executed_block', 'is', null)
    .where('nonce', '>=', nonce)
  if (trustedOnly) query = query.where('trusted', '=', 1)
  const row = await query.executeTakeFirst()
  return Number(row?.count ?? 0)
}
