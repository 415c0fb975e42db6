import type { Transaction } from 'kysely'
import type { Address } from 'viem'
import { bulkInsert, defineBulkInsert } from '../db/bulkInsert.ts'
import { chunks } from '../db/chunks.ts'
import type { Database } from '../db/database.ts'
import type { IndexerBlockTable } from '../db/tables/indexer.ts'
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
} from '../db/tables/safeData.ts'

/* The bulk INSERTs a range commits, one per table (column types and conflict clause). */

export const insertSafes = defineBulkInsert<SafeTable>(
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

export const insertStates = defineBulkInsert<SafeStateTable>(
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

export const insertOwners = defineBulkInsert<SafeOwnerTable>('safe_owners', {
  chain_id: 'bigint',
  owner: 'text',
  safe: 'text',
})

export const insertMultisigTransactions = defineBulkInsert<MultisigTransactionTable>(
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

export const insertConfirmations = defineBulkInsert<MultisigConfirmationTable>(
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

export const insertModuleTransactions = defineBulkInsert<ModuleTransactionTable>(
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

export const insertTransfers = defineBulkInsert<TransferTable>(
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

export const insertSignedMessages = defineBulkInsert<SignedMessageTable>(
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

export const insertTokens = defineBulkInsert<TokenTable>(
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

export const insertBlocks = defineBulkInsert<IndexerBlockTable>(
  'indexer_blocks',
  { chain_id: 'bigint', block_number: 'bigint', block_hash: 'text', timestamp: 'bigint' },
  `on conflict (chain_id, block_number) do update set ${excludedColumns(['block_hash', 'timestamp'])}`,
)

/** Replaces the `safe_owners` rows of every Safe in `owners` (a range's final owners, or a reorg's). */
export async function replaceOwners(
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
