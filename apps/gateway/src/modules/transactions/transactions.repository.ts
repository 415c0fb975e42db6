import { type Kysely, sql } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'
import type {
  ModuleTransactionRow,
  MultisigConfirmationRow,
  MultisigTransactionRow,
  SafeRow,
  TokenRow,
  TransferRow,
} from '../../db/tables/safeData.ts'
import { UpstreamSchemaError } from '../../errors.ts'
import type { SafeSnapshot } from './mappers/mappingContext.ts'

/** Kysely only here: the indexed rows the transaction routes read (written by `indexer/`). */

type Db = Kysely<Database>
type PageWindow = { limit: number; offset: number }

export async function findSafe(db: Db, { chainId, address }: { chainId: number; address: string }) {
  return db
    .selectFrom('safes')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .executeTakeFirst() satisfies Promise<SafeRow | undefined>
}

const AddressListSchema = z.array(z.string())

/** The Safe's current state: the `safe_states` row of its latest block. */
export async function findSafeSnapshot(
  db: Db,
  { chainId, address }: { chainId: number; address: string },
): Promise<SafeSnapshot | undefined> {
  const row = await db
    .selectFrom('safe_states')
    .select(['owners', 'threshold', 'nonce'])
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .orderBy('block_number', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) return undefined
  return toSnapshot(address, row)
}

/**
 * The owners and threshold an execution in `block` was checked against: the state at the end of the
 * block before (an owner change executes inside the block, so the block's own row already holds its
 * result); the block's own row when the Safe was created in that very block. Undefined when neither is
 * stored.
 */
export async function findSafeStateAtExecution(
  db: Db,
  { chainId, address, block }: { chainId: number; address: string; block: number },
): Promise<SafeSnapshot | undefined> {
  const before = await db
    .selectFrom('safe_states')
    .select(['owners', 'threshold', 'nonce'])
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .where('block_number', '<', block)
    .orderBy('block_number', 'desc')
    .limit(1)
    .executeTakeFirst()
  const row =
    before ??
    (await db
      .selectFrom('safe_states')
      .select(['owners', 'threshold', 'nonce'])
      .where('chain_id', '=', chainId)
      .where('address', '=', address)
      .where('block_number', '=', block)
      .executeTakeFirst())
  return row ? toSnapshot(address, row) : undefined
}

function toSnapshot(
  address: string,
  row: { owners: string; threshold: number; nonce: number },
): SafeSnapshot {
  let owners: unknown
  try {
    owners = JSON.parse(row.owners)
  } catch (cause) {
    throw new UpstreamSchemaError('safe_states.owners is not JSON', { cause })
  }
  const parsed = AddressListSchema.safeParse(owners)
  if (!parsed.success) throw new UpstreamSchemaError('safe_states.owners is not a list of addresses')
  return { address, nonce: row.nonce, threshold: row.threshold, owners: parsed.data }
}

export async function findTokens(
  db: Db,
  chainId: number,
  addresses: readonly string[],
): Promise<Map<string, TokenRow>> {
  const unique = [...new Set(addresses)]
  if (unique.length === 0) return new Map()
  const rows = await db
    .selectFrom('tokens')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('address', 'in', unique)
    .execute()
  return new Map(rows.map((row) => [row.address, row]))
}

export async function findConfirmations(
  db: Db,
  chainId: number,
  safeTxHashes: readonly string[],
): Promise<Map<string, MultisigConfirmationRow[]>> {
  const result = new Map<string, MultisigConfirmationRow[]>(safeTxHashes.map((hash) => [hash, []]))
  if (safeTxHashes.length === 0) return result
  const rows = await db
    .selectFrom('multisig_confirmations')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', 'in', [...safeTxHashes])
    .orderBy('submitted_at')
    .orderBy('owner')
    .execute()
  for (const row of rows) result.get(row.safe_tx_hash)?.push(row)
  return result
}

// ---- history ----

export type HistoryEntryRef = { kind: 'multisig' | 'module' | 'transfer'; key: string }

type HistoryFilter = { chainId: number; safe: string; trusted: boolean }

/**
 * Transfers history shows as their own items: not part of one of the Safe's executions, no zero-value
 * ERC-20 transfers (spam), and with `trusted` only ERC-20 tokens marked trusted.
 */
function historyTransfers(db: Db, { chainId, safe, trusted }: HistoryFilter) {
  return db
    .selectFrom('transfers')
    .leftJoin('tokens', (join) =>
      join
        .onRef('tokens.chain_id', '=', 'transfers.chain_id')
        .onRef('tokens.address', '=', 'transfers.token_address'),
    )
    .where('transfers.chain_id', '=', chainId)
    .where('transfers.safe', '=', safe)
    .where('transfers.in_safe_tx', '=', 0)
    .where((eb) => eb.or([eb('transfers.type', '<>', 'ERC20'), eb('transfers.value', '<>', '0')]))
    .$if(trusted, (qb) =>
      qb.where((eb) => eb.or([eb('transfers.type', '<>', 'ERC20'), eb('tokens.trusted', '=', 1)])),
    )
}

/**
 * One history entry per chain transaction: its shown transfer with the highest log index stands for the
 * others (no GROUP BY, so the rows stream in index order and the page query stops at its limit).
 */
function historyTransferEntries(db: Db, filter: HistoryFilter) {
  return historyTransfers(db, filter).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('transfers as later')
          .leftJoin('tokens as later_token', (join) =>
            join
              .onRef('later_token.chain_id', '=', 'later.chain_id')
              .onRef('later_token.address', '=', 'later.token_address'),
          )
          .select(sql<number>`1`.as('one'))
          .whereRef('later.chain_id', '=', 'transfers.chain_id')
          .whereRef('later.safe', '=', 'transfers.safe')
          .whereRef('later.block_number', '=', 'transfers.block_number')
          .whereRef('later.tx_hash', '=', 'transfers.tx_hash')
          .whereRef('later.log_index', '>', 'transfers.log_index')
          .where('later.in_safe_tx', '=', 0)
          .where((eb) => eb.or([eb('later.type', '<>', 'ERC20'), eb('later.value', '<>', '0')]))
          .$if(filter.trusted, (qb) =>
            qb.where((eb) => eb.or([eb('later.type', '<>', 'ERC20'), eb('later_token.trusted', '=', 1)])),
          ),
      ),
    ),
  )
}

/**
 * One page of history entries, newest first: executed multisig transactions, module transactions and
 * chain transactions that moved value into or out of the Safe (several transfers of one chain
 * transaction form one entry, as in the Safe Transaction Service).
 *
 * One UNION ALL query. Each branch walks its (chain_id, safe, block, log index) index backwards and
 * stops after `offset + limit` rows, so the database merges three short ordered streams instead of
 * sorting the Safe's whole history (PostgreSQL does not push a union's ORDER BY/LIMIT into its
 * branches by itself). (block, log index) is unique per Safe across the branches: each row is one log.
 */
export function historyEntriesQuery(db: Db, filter: HistoryFilter, { limit, offset }: PageWindow) {
  const { chainId, safe } = filter
  const reach = offset + limit
  const multisig = db
    .selectFrom('multisig_transactions')
    .select([
      sql<string>`'multisig'`.as('kind'),
      'safe_tx_hash as key',
      (eb) => eb.ref('executed_block').$notNull().as('block_number'),
      (eb) => eb.ref('executed_log_index').$notNull().as('log_index'),
    ])
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('executed_block', 'is not', null)
    .orderBy('executed_block', 'desc')
    .orderBy('executed_log_index', 'desc')
    .limit(reach)
  const modules = db
    .selectFrom('module_transactions')
    .select([sql<string>`'module'`.as('kind'), 'module_tx_id as key', 'block_number', 'log_index'])
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .limit(reach)
  const transfers = historyTransferEntries(db, filter)
    .select([
      sql<string>`'transfer'`.as('kind'),
      'transfers.tx_hash as key',
      'transfers.block_number',
      'transfers.log_index',
    ])
    .orderBy('transfers.block_number', 'desc')
    .orderBy('transfers.log_index', 'desc')
    .limit(reach)
  return db
    .selectFrom(multisig.as('m'))
    .selectAll()
    .unionAll(db.selectFrom(modules.as('o')).selectAll())
    .unionAll(db.selectFrom(transfers.as('t')).selectAll())
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .limit(limit)
    .offset(offset)
}

export async function findHistoryEntries(
  db: Db,
  filter: HistoryFilter,
  window: PageWindow,
): Promise<HistoryEntryRef[]> {
  const rows = await historyEntriesQuery(db, filter, window).execute()
  return rows.map((row) => ({ kind: toEntryKind(row.kind), key: row.key }))
}

function toEntryKind(kind: string): HistoryEntryRef['kind'] {
  if (kind === 'multisig' || kind === 'module' || kind === 'transfer') return kind
  throw new UpstreamSchemaError(`Unknown history entry kind ${kind}`)
}

/** How many entries `findHistoryEntries` pages through (the upstream `count`). */
export async function countHistoryEntries(db: Db, filter: HistoryFilter): Promise<number> {
  const { chainId, safe } = filter
  const [multisig, modules, transfers] = await Promise.all([
    db
      .selectFrom('multisig_transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('chain_id', '=', chainId)
      .where('safe', '=', safe)
      .where('executed_block', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('module_transactions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('chain_id', '=', chainId)
      .where('safe', '=', safe)
      .executeTakeFirstOrThrow(),
    historyTransferEntries(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return Number(multisig.count) + Number(modules.count) + Number(transfers.count)
}

/** The transfers of the given chain transactions that history shows, newest log first. */
export async function findHistoryTransfers(
  db: Db,
  filter: HistoryFilter,
  txHashes: readonly string[],
): Promise<TransferRow[]> {
  if (txHashes.length === 0) return []
  return historyTransfers(db, filter)
    .selectAll('transfers')
    .where('transfers.tx_hash', 'in', [...txHashes])
    .orderBy('transfers.block_number', 'desc')
    .orderBy('transfers.log_index', 'desc')
    .execute()
}

export async function findMultisigTransactionsByHash(
  db: Db,
  chainId: number,
  safeTxHashes: readonly string[],
): Promise<MultisigTransactionRow[]> {
  if (safeTxHashes.length === 0) return []
  return db
    .selectFrom('multisig_transactions')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe_tx_hash', 'in', [...safeTxHashes])
    .execute()
}

export async function findModuleTransactionsById(
  db: Db,
  chainId: number,
  moduleTxIds: readonly string[],
): Promise<ModuleTransactionRow[]> {
  if (moduleTxIds.length === 0) return []
  return db
    .selectFrom('module_transactions')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('module_tx_id', 'in', [...moduleTxIds])
    .execute()
}

// ---- filtered lists ----

export type MultisigListFilter = {
  executedFrom?: number
  executedTo?: number
  to?: string
  value?: string
  nonce?: number
  executed?: boolean
}

/** Trusted multisig transactions of a Safe by nonce, newest first; `limit + 1` rows tell whether more exist. */
export async function findMultisigTransactions(
  db: Db,
  { chainId, safe, filter }: { chainId: number; safe: string; filter: MultisigListFilter },
  { limit, offset }: PageWindow,
): Promise<MultisigTransactionRow[]> {
  return db
    .selectFrom('multisig_transactions')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('trusted', '=', 1)
    .$if(filter.executedFrom !== undefined, (qb) => qb.where('executed_at', '>=', filter.executedFrom ?? 0))
    .$if(filter.executedTo !== undefined, (qb) => qb.where('executed_at', '<=', filter.executedTo ?? 0))
    .$if(filter.to !== undefined, (qb) => qb.where('to', '=', filter.to ?? ''))
    .$if(filter.value !== undefined, (qb) => qb.where('value', '=', filter.value ?? ''))
    .$if(filter.nonce !== undefined, (qb) => qb.where('nonce', '=', filter.nonce ?? 0))
    .$if(filter.executed !== undefined, (qb) =>
      qb.where('executed_block', filter.executed ? 'is not' : 'is', null),
    )
    .orderBy('nonce', 'desc')
    .orderBy('modified_at', 'desc')
    .orderBy('safe_tx_hash')
    .limit(limit)
    .offset(offset)
    .execute()
}

export type ModuleListFilter = { to?: string; module?: string; txHash?: string }

function moduleTransactions(db: Db, chainId: number, safe: string, filter: ModuleListFilter) {
  return db
    .selectFrom('module_transactions')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .$if(filter.to !== undefined, (qb) => qb.where('to', '=', filter.to ?? ''))
    .$if(filter.module !== undefined, (qb) => qb.where('module', '=', filter.module ?? ''))
    .$if(filter.txHash !== undefined, (qb) => qb.where('tx_hash', '=', filter.txHash ?? ''))
}

export async function findModuleTransactions(
  db: Db,
  { chainId, safe, filter }: { chainId: number; safe: string; filter: ModuleListFilter },
  { limit, offset }: PageWindow,
): Promise<{ count: number; rows: ModuleTransactionRow[] }> {
  const [total, rows] = await Promise.all([
    moduleTransactions(db, chainId, safe, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
    moduleTransactions(db, chainId, safe, filter)
      .selectAll()
      .orderBy('block_number', 'desc')
      .orderBy('log_index', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
  ])
  return { count: Number(total.count), rows }
}

export type IncomingTransferFilter = {
  executedFrom?: number
  executedTo?: number
  to?: string
  value?: string
  tokenAddress?: string
}

/** Transfers into the Safe, newest first; `limit + 1` rows tell whether more exist. */
export async function findIncomingTransfers(
  db: Db,
  { chainId, safe, filter }: { chainId: number; safe: string; filter: IncomingTransferFilter },
  { limit, offset }: PageWindow,
): Promise<TransferRow[]> {
  return db
    .selectFrom('transfers')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('to', '=', filter.to ?? safe)
    .$if(filter.executedFrom !== undefined, (qb) => qb.where('executed_at', '>=', filter.executedFrom ?? 0))
    .$if(filter.executedTo !== undefined, (qb) => qb.where('executed_at', '<=', filter.executedTo ?? 0))
    .$if(filter.value !== undefined, (qb) => qb.where('value', '=', filter.value ?? ''))
    .$if(filter.tokenAddress !== undefined, (qb) => qb.where('token_address', '=', filter.tokenAddress ?? ''))
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

// ---- single transactions ----

export async function findTransfer(
  db: Db,
  { chainId, safe, transferId }: { chainId: number; safe: string; transferId: string },
): Promise<TransferRow | undefined> {
  return db
    .selectFrom('transfers')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('transfer_id', '=', transferId)
    .executeTakeFirst()
}

/**
 * The confirmations of the Safe's rejection candidate for a nonce (§6.5): the most recently changed
 * transaction with that nonce sent to the Safe itself with no value.
 */
export async function findRejectionConfirmations(
  db: Db,
  { chainId, safe, nonce }: { chainId: number; safe: string; nonce: number },
): Promise<MultisigConfirmationRow[]> {
  const rejection = await db
    .selectFrom('multisig_transactions')
    .select('safe_tx_hash')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('nonce', '=', nonce)
    .where('to', '=', safe)
    .where('value', '=', '0')
    .where('trusted', '=', 1)
    .orderBy('modified_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!rejection) return []
  return (await findConfirmations(db, chainId, [rejection.safe_tx_hash])).get(rejection.safe_tx_hash) ?? []
}
