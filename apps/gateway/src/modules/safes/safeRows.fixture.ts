import type { Insertable, Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import type {
  MultisigConfirmationTable,
  MultisigTransactionTable,
  TokenTable,
  TransferTable,
} from '../../db/tables/safeData.ts'

/**
 * Test rows written the way the indexer writes them (db/tables/safeData.ts conventions). Inserts
 * ignore rows that already exist, so a test also works when an indexer got there first.
 */

export type SafeFixture = {
  chainId: number
  address: string
  owners: string[]
  threshold: number
  nonce?: number
  modules?: string[]
  fallbackHandler?: string | null
  guard?: string | null
  singleton?: string | null
  blockNumber?: number
}

export async function insertSafe(db: Kysely<Database>, safe: SafeFixture): Promise<void> {
  const blockNumber = safe.blockNumber ?? 1
  await db
    .insertInto('safes')
    .values({
      chain_id: safe.chainId,
      address: safe.address,
      created_block: 1,
      created_tx_hash: `0x${'ab'.repeat(32)}`,
      created_log_index: 0,
      created_at: 1_700_000_000_000,
      creator: safe.owners[0] ?? null,
      factory: null,
      singleton: safe.singleton ?? null,
      setup_data: null,
      salt_nonce: null,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  await db
    .insertInto('safe_states')
    .values({
      chain_id: safe.chainId,
      address: safe.address,
      block_number: blockNumber,
      log_index: 0,
      owners: JSON.stringify(safe.owners),
      threshold: safe.threshold,
      modules: JSON.stringify(safe.modules ?? []),
      fallback_handler: safe.fallbackHandler ?? null,
      guard: safe.guard ?? null,
      singleton: safe.singleton ?? null,
      nonce: safe.nonce ?? 0,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  await db
    .deleteFrom('safe_owners')
    .where('chain_id', '=', safe.chainId)
    .where('safe', '=', safe.address)
    .execute()
  if (safe.owners.length > 0)
    await db
      .insertInto('safe_owners')
      .values(safe.owners.map((owner) => ({ chain_id: safe.chainId, owner, safe: safe.address })))
      .execute()
}

export async function insertToken(db: Kysely<Database>, token: Insertable<TokenTable>): Promise<void> {
  await db
    .insertInto('tokens')
    .values(token)
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

let logIndex = 0

export async function insertTransfer(
  db: Kysely<Database>,
  transfer: Omit<Insertable<TransferTable>, 'transfer_id' | 'tx_hash' | 'log_index' | 'in_safe_tx'> &
    Partial<Pick<Insertable<TransferTable>, 'log_index'>>,
): Promise<void> {
  const index = transfer.log_index ?? logIndex++
  const txHash = `0x${String(transfer.block_number).padStart(64, '0')}`
  await db
    .insertInto('transfers')
    .values({
      ...transfer,
      log_index: index,
      tx_hash: txHash,
      transfer_id: `e${txHash.slice(2)}${index}`,
      in_safe_tx: 0,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

const zero = '0x0000000000000000000000000000000000000000'

export async function insertMultisigTransaction(
  db: Kysely<Database>,
  tx: Pick<
    Insertable<MultisigTransactionTable>,
    'chain_id' | 'safe' | 'safe_tx_hash' | 'nonce' | 'modified_at'
  > &
    Partial<Insertable<MultisigTransactionTable>>,
): Promise<void> {
  await db
    .insertInto('multisig_transactions')
    .values({
      to: zero,
      value: '0',
      data: null,
      operation: 0,
      safe_tx_gas: '0',
      base_gas: '0',
      gas_price: '0',
      gas_token: zero,
      refund_receiver: zero,
      trusted: 1,
      ...tx,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

export async function insertConfirmation(
  db: Kysely<Database>,
  confirmation: Pick<Insertable<MultisigConfirmationTable>, 'chain_id' | 'safe_tx_hash' | 'owner'>,
): Promise<void> {
  await db
    .insertInto('multisig_confirmations')
    .values({
      signature: null,
      signature_type: 'EOA',
      submitted_at: 1_700_000_000_000,
      block_number: null,
      ...confirmation,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}
