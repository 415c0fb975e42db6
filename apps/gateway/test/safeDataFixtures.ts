import type { Insertable, Kysely } from 'kysely'
import { getAddress, keccak256, toHex } from 'viem'
import type { Database } from '../src/db/database.ts'
import type {
  ModuleTransactionTable,
  MultisigConfirmationRow,
  MultisigConfirmationTable,
  MultisigTransactionRow,
  MultisigTransactionTable,
  SafeStateTable,
  SafeTable,
  TokenRow,
  TokenTable,
  TransferRow,
  TransferTable,
} from '../src/db/tables/safeData.ts'

/**
 * Builders for indexed rows, written the way the indexer writes them (src/db/tables/safeData.ts
 * conventions: checksummed addresses, lowercase hashes, decimal strings, unix ms, 0/1 booleans).
 * Each takes overrides; `insertSafeData` writes a whole scenario in one go.
 */

export const fixtureChainId = 31337
const zero = '0x0000000000000000000000000000000000000000'

/** A deterministic 32-byte hash for a label (distinct labels, distinct hashes). */
export function fixtureHash(label: string): string {
  return keccak256(toHex(label))
}

/** A deterministic checksummed address for a label. */
export function fixtureAddress(label: string): string {
  return getAddress(`0x${fixtureHash(label).slice(-40)}`)
}

export function buildSafe(
  overrides: Partial<Insertable<SafeTable>> & { address: string },
): Insertable<SafeTable> {
  return {
    chain_id: fixtureChainId,
    created_block: 1,
    created_tx_hash: fixtureHash(`creation ${overrides.address}`),
    created_log_index: 0,
    created_at: 1_700_000_000_000,
    creator: fixtureAddress('creator'),
    factory: '0x4e1DCf7AD4e460CfD30791CCC4F9c8a4f820ec67',
    singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    setup_data: null,
    salt_nonce: '0',
    ...overrides,
  }
}

export function buildSafeState(
  overrides: Partial<Omit<Insertable<SafeStateTable>, 'owners' | 'modules'>> & {
    address: string
    owners: readonly string[]
    modules?: readonly string[]
  },
): Insertable<SafeStateTable> {
  const { owners, modules = [], ...rest } = overrides
  return {
    chain_id: fixtureChainId,
    block_number: 1,
    log_index: 0,
    threshold: 1,
    fallback_handler: null,
    guard: null,
    singleton: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    nonce: 0,
    ...rest,
    owners: JSON.stringify(owners),
    modules: JSON.stringify(modules),
  }
}

/** An executed multisig transaction unless `executed_block: null` (then a queued proposal). */
export function buildMultisigTransaction(
  overrides: Partial<Insertable<MultisigTransactionTable>> & { safe: string; nonce: number },
): MultisigTransactionRow {
  const executed = overrides.executed_block !== null
  const block = overrides.executed_block ?? 10 + overrides.nonce
  const executedAt = overrides.executed_at ?? 1_700_000_000_000 + block * 12_000
  return {
    chain_id: fixtureChainId,
    safe_tx_hash: fixtureHash(`safeTx ${overrides.safe} ${overrides.nonce}`),
    to: fixtureAddress('recipient'),
    value: '0',
    data: null,
    operation: 0,
    safe_tx_gas: '0',
    base_gas: '0',
    gas_price: '0',
    gas_token: zero,
    refund_receiver: zero,
    proposer: null,
    proposed_by_delegate: null,
    proposed_at: executed ? null : executedAt,
    origin: null,
    trusted: 1,
    modified_at: executedAt,
    confirmations_required: executed ? 1 : null,
    executed_block: executed ? block : null,
    executed_tx_hash: executed ? fixtureHash(`tx ${overrides.safe} ${overrides.nonce}`) : null,
    executed_log_index: executed ? 1 : null,
    executed_at: executed ? executedAt : null,
    executor: executed ? fixtureAddress('executor') : null,
    success: executed ? 1 : null,
    signatures: null,
    ...overrides,
  }
}

export function buildConfirmation(
  overrides: Partial<Insertable<MultisigConfirmationTable>> & { safe_tx_hash: string; owner: string },
): MultisigConfirmationRow {
  return {
    chain_id: fixtureChainId,
    signature: `0x${'11'.repeat(65)}`,
    signature_type: 'EOA',
    submitted_at: 1_700_000_000_000,
    block_number: null,
    ...overrides,
  }
}

export function buildModuleTransaction(
  overrides: Partial<Insertable<ModuleTransactionTable>> & { safe: string; block_number: number },
): Insertable<ModuleTransactionTable> {
  const txHash = overrides.tx_hash ?? fixtureHash(`module tx ${overrides.safe} ${overrides.block_number}`)
  const logIndex = overrides.log_index ?? 2
  return {
    chain_id: fixtureChainId,
    module_tx_id: `i${txHash.slice(2)}${logIndex}`,
    module: fixtureAddress('module'),
    to: fixtureAddress('recipient'),
    value: '0',
    data: null,
    operation: 0,
    success: 1,
    tx_hash: txHash,
    log_index: logIndex,
    executed_at: 1_700_000_000_000 + overrides.block_number * 12_000,
    ...overrides,
  }
}

/** An ERC-20 transfer into the Safe by default; pass `type`/`token_address`/`token_id` for others. */
export function buildTransfer(
  overrides: Partial<Insertable<TransferTable>> & { safe: string; block_number: number },
): TransferRow {
  const type = overrides.type ?? 'ERC20'
  const txHash = overrides.tx_hash ?? fixtureHash(`transfer tx ${overrides.safe} ${overrides.block_number}`)
  const logIndex = overrides.log_index ?? 0
  return {
    chain_id: fixtureChainId,
    transfer_id: `${type === 'NATIVE_COIN' ? 'i' : 'e'}${txHash.slice(2)}${logIndex}`,
    type,
    token_address: type === 'NATIVE_COIN' ? null : fixtureAddress('token'),
    from: fixtureAddress('sender'),
    to: overrides.safe,
    value: type === 'ERC721' ? null : '1000000000000000000',
    token_id: type === 'ERC721' ? '1' : null,
    tx_hash: txHash,
    log_index: logIndex,
    executed_at: 1_700_000_000_000 + overrides.block_number * 12_000,
    in_safe_tx: 0,
    ...overrides,
  }
}

export function buildToken(overrides: Partial<Insertable<TokenTable>> & { address: string }): TokenRow {
  return {
    chain_id: fixtureChainId,
    type: 'ERC20',
    name: 'Coffer Demo Token',
    symbol: 'CDT',
    decimals: 18,
    logo_uri: null,
    trusted: 1,
    ...overrides,
  }
}

export type SafeDataFixture = {
  safes?: Insertable<SafeTable>[]
  safeStates?: Insertable<SafeStateTable>[]
  multisigTransactions?: Insertable<MultisigTransactionTable>[]
  confirmations?: Insertable<MultisigConfirmationTable>[]
  moduleTransactions?: Insertable<ModuleTransactionTable>[]
  transfers?: Insertable<TransferTable>[]
  tokens?: Insertable<TokenTable>[]
}

/** Inserts every row of a scenario, in chunks (SQLite limits bound variables per statement). */
export async function insertSafeData(db: Kysely<Database>, fixture: SafeDataFixture): Promise<void> {
  const chunks = <T>(rows: T[] | undefined, size = 200): T[][] => {
    const result: T[][] = []
    for (let start = 0; start < (rows?.length ?? 0); start += size)
      result.push((rows ?? []).slice(start, start + size))
    return result
  }
  for (const rows of chunks(fixture.safes)) await db.insertInto('safes').values(rows).execute()
  for (const rows of chunks(fixture.safeStates)) await db.insertInto('safe_states').values(rows).execute()
  for (const rows of chunks(fixture.tokens)) await db.insertInto('tokens').values(rows).execute()
  for (const rows of chunks(fixture.multisigTransactions, 100))
    await db.insertInto('multisig_transactions').values(rows).execute()
  for (const rows of chunks(fixture.confirmations))
    await db.insertInto('multisig_confirmations').values(rows).execute()
  for (const rows of chunks(fixture.moduleTransactions))
    await db.insertInto('module_transactions').values(rows).execute()
  for (const rows of chunks(fixture.transfers)) await db.insertInto('transfers').values(rows).execute()
}
