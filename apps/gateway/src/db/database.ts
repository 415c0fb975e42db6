import BetterSqlite3 from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { registerSqliteHandle } from './bulkInsert.ts'
import type { AuthNonceTable, RevokedSessionTable } from './tables/auth.ts'
import type { NftMetadataTable } from './tables/collectibles.ts'
import type { ConfigContractTable } from './tables/contracts.ts'
import type { DelegateTable } from './tables/delegates.ts'
import type { AlertDeliveryTable, AlertEventTable } from './tables/delivery.ts'
import type { EmailCategoryOptOutTable, EmailSubscriptionTable } from './tables/emails.ts'
import type { IndexerBlockTable, IndexerCursorTable, IndexerWatchedSafeTable } from './tables/indexer.ts'
import type { SafeMessageConfirmationTable, SafeMessageTable } from './tables/messages.ts'
import type { PushDeviceTable, PushSubscriptionTable } from './tables/notifications.ts'
import type {
  DelayModuleTable,
  DelayProposalTable,
  DelayStateTable,
  RecoveryRegistrationTable,
} from './tables/recovery.ts'
import type { RelayLimitTable, RelayTable } from './tables/relay.ts'
import type {
  ModuleTransactionTable,
  MultisigConfirmationTable,
  MultisigTransactionTable,
  SafeOwnerTable,
  SafeStateTable,
  SafeTable,
  SignedMessageTable,
  TokenTable,
  TransferTable,
} from './tables/safeData.ts'

/**
 * Every table the gateway owns. A module declares its own `XTable` in `<module>.table.ts`; the indexed
 * Safe data, which the indexer writes and many modules read, lives in `store/safeData.table.ts`.
 */
export interface Database {
  auth_nonces: AuthNonceTable
  revoked_sessions: RevokedSessionTable
  safes: SafeTable
  safe_states: SafeStateTable
  safe_owners: SafeOwnerTable
  multisig_transactions: MultisigTransactionTable
  multisig_confirmations: MultisigConfirmationTable
  module_transactions: ModuleTransactionTable
  transfers: TransferTable
  tokens: TokenTable
  nft_metadata: NftMetadataTable
  indexer_cursors: IndexerCursorTable
  indexer_blocks: IndexerBlockTable
  indexer_watched_safes: IndexerWatchedSafeTable
  config_contracts: ConfigContractTable
  delegates: DelegateTable
  relay_limits: RelayLimitTable
  relays: RelayTable
  safe_messages: SafeMessageTable
  safe_message_confirmations: SafeMessageConfirmationTable
  signed_messages: SignedMessageTable
  alert_events: AlertEventTable
  alert_deliveries: AlertDeliveryTable
  push_devices: PushDeviceTable
  push_subscriptions: PushSubscriptionTable
  email_subscriptions: EmailSubscriptionTable
  email_category_opt_outs: EmailCategoryOptOutTable
  delay_modules: DelayModuleTable
  delay_states: DelayStateTable
  delay_proposals: DelayProposalTable
  recovery_registrations: RecoveryRegistrationTable
}

/** PostgreSQL type oid of int8 (bigint). */
const int8Oid = 20
/**
 * bigint columns hold block numbers, nonces, chain ids and unix milliseconds, all far below 2^53; read
 * them as numbers so both dialects return the same types (pg returns strings by default).
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export type DatabaseOptions =
  | { kind: 'sqlite'; filename: string }
  /** `searchPath` isolates a run in its own PostgreSQL schema (tests, or several instances on one database). */
  | { kind: 'postgres'; connectionString: string; searchPath?: string }

/**
 * Opens the database: SQLite (one file, WAL, the embedded default) or PostgreSQL when a URL is given.
 * The caller owns the returned Kysely and must `destroy()` it.
 */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  if (options.kind === 'sqlite') {
    const sqlite = new BetterSqlite3(options.filename)
    // WAL lets readers (API) proceed while a writer (indexer) commits; busy_timeout waits out short locks
    // instead of failing with SQLITE_BUSY.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
    sqlite.pragma('busy_timeout = 5000')
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
    registerSqliteHandle(db, sqlite)
    return db
  }
  const { searchPath } = options
  // The schema name travels in the connection's startup options, so only plain identifiers are allowed.
  if (searchPath !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(searchPath))
    throw new Error(`Invalid PostgreSQL schema name: ${searchPath}`)
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: 10,
    types: pgTypes,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}
