import { type Kysely, sql, type Transaction } from 'kysely'
import { type Address, getAddress } from 'viem'
import type { Database } from '../../db/database.ts'
import type { DelayProposalRow, DelayStateRow } from '../../db/tables/recovery.ts'
import type { ModuleTransactionRow } from '../../db/tables/safeData.ts'
import { enqueueAlerts } from '../delivery/index.ts'
import type { DelayWrites, KnownProposal } from './recovery.types.ts'
import { recoveryAlerts } from './recoveryAlerts.ts'

type Db = Kysely<Database> | Transaction<Database>

/** Every Delay the indexer follows on a chain, with its Safe, in module order. */
export async function listDelayModules(
  db: Db,
  { chainId }: { chainId: number },
): Promise<{ module: Address; safe: Address }[]> {
  const rows = await db
    .selectFrom('delay_modules')
    .select(['module', 'safe'])
    .where('chain_id', '=', chainId)
    .orderBy('module')
    .execute()
  return rows.map((row) => ({ module: getAddress(row.module), safe: getAddress(row.safe) }))
}

/** The latest stored state of each of `modules` (none for a Delay never read). */
export async function findLatestDelayStates(
  db: Db,
  { chainId, modules }: { chainId: number; modules: readonly string[] },
): Promise<Map<Address, DelayStateRow>> {
  if (modules.length === 0) return new Map()
  const rows = await db
    .selectFrom('delay_states')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('module', 'in', modules)
    .orderBy('module')
    .orderBy('block_number')
    .execute()
  // Ascending: the last row of each module wins.
  return new Map(rows.map((row) => [getAddress(row.module), row]))
}

export async function findDelayStates(
  db: Db,
  { chainId, modules }: { chainId: number; modules: readonly string[] },
): Promise<Map<Address, { txNonce: number }>> {
  const latest = await findLatestDelayStates(db, { chainId, modules })
  return new Map([...latest].map(([module, row]) => [module, { txNonce: row.tx_nonce }]))
}

/** Stored proposals of `modules` the Delay's nonce has not passed yet, with their calls. */
export async function findPendingProposals(
  db: Db,
  { chainId, modules }: { chainId: number; modules: readonly string[] },
): Promise<KnownProposal[]> {
  if (modules.length === 0) return []
  const states = await findDelayStates(db, { chainId, modules })
  const rows = await db
    .selectFrom('delay_proposals')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('module', 'in', modules)
    .orderBy('module')
    .orderBy('queue_nonce')
    .execute()
  return rows
    .filter((row) => row.queue_nonce >= (states.get(getAddress(row.module))?.txNonce ?? 0))
    .map((row) => ({
      module: getAddress(row.module),
      queueNonce: row.queue_nonce,
      txHash: row.tx_hash,
      safe: getAddress(row.safe),
      call: { to: row.to, value: row.value, data: row.data, operation: row.operation },
      addedAt: row.added_at,
    }))
}

/**
 * Writes a range's Delay rows and their alerts, inside the range's transaction (`commitRange`): the
 * alerts exist exactly when the range committed.
 */
export async function writeDelayRange(
  trx: Transaction<Database>,
  {
    chainId,
    writes,
    kind,
    now,
  }: { chainId: number; writes: DelayWrites; kind: 'cursor' | 'backfill'; now: number },
): Promise<void> {
  if (writes.modules.length > 0)
    await trx
      .insertInto('delay_modules')
      .values(writes.modules)
      .onConflict((oc) => oc.columns(['chain_id', 'module']).doNothing())
      .execute()
  for (const state of writes.states)
    await trx
      .insertInto('delay_states')
      .values(state)
      .onConflict((oc) =>
        oc.columns(['chain_id', 'module', 'block_number']).doUpdateSet({
          cooldown: state.cooldown,
          expiration: state.expiration,
          tx_nonce: state.tx_nonce,
          queue_nonce: state.queue_nonce,
          recoverers: state.recoverers,
        }),
      )
      .execute()
  if (writes.proposals.length > 0)
    await trx
      .insertInto('delay_proposals')
      .values(writes.proposals)
      .onConflict((oc) => oc.columns(['chain_id', 'module', 'queue_nonce']).doNothing())
      .execute()
  if (writes.events.length === 0) return
  const registrations = await trx
    .selectFrom('recovery_registrations')
    .select(['safe', 'module'])
    .where('chain_id', '=', chainId)
    .where('module', 'in', [...new Set(writes.events.map((event) => event.module))])
    .execute()
  const { alerts, retract } = recoveryAlerts({
    events: writes.events,
    registered: new Set(registrations.map((row) => `${row.safe}:${row.module}`)),
    kind,
    now,
  })
  for (const reminder of retract)
    await trx
      .updateTable('alert_events')
      .set({ retracted_at: now })
      .where('chain_id', '=', reminder.chainId)
      .where('safe', '=', reminder.safe)
      .where('expanded_at', 'is', null)
      .where('retracted_at', 'is', null)
      .where('payload', 'like', `${reminder.payloadPrefix}%`)
      .execute()
  await enqueueAlerts(trx, alerts, now)
}

/** Removes the Delay rows of blocks from `fork` on (a reorg); returns the Safes whose recovery changed. */
export async function rollbackDelays(
  trx: Transaction<Database>,
  { chainId, fork }: { chainId: number; fork: number },
): Promise<Address[]> {
  const touched = await sql<{ safe: string }>`
    select safe from delay_modules where chain_id = ${chainId} and detected_block >= ${fork}
    union select safe from delay_proposals where chain_id = ${chainId} and block_number >= ${fork}
    union select m.safe from delay_states s join delay_modules m on m.chain_id = s.chain_id and m.module = s.module
      where s.chain_id = ${chainId} and s.block_number >= ${fork}
  `.execute(trx)
  await trx
    .deleteFrom('delay_proposals')
    .where('chain_id', '=', chainId)
    .where('block_number', '>=', fork)
    .execute()
  await trx
    .deleteFrom('delay_states')
    .where('chain_id', '=', chainId)
    .where('block_number', '>=', fork)
    .execute()
  await trx
    .deleteFrom('delay_modules')
    .where('chain_id', '=', chainId)
    .where('detected_block', '>=', fork)
    .execute()
  return [...new Set(touched.rows.map((row) => getAddress(row.safe)))]
}

/** A Safe's Delays with their latest state, in module order. */
export async function findSafeDelays(
  db: Db,
  { chainId, safe }: { chainId: number; safe: string },
): Promise<{ module: Address; state: DelayStateRow | undefined }[]> {
  const modules = await db
    .selectFrom('delay_modules')
    .select('module')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .orderBy('module')
    .execute()
  const states = await findLatestDelayStates(db, { chainId, modules: modules.map((row) => row.module) })
  return modules.map((row) => ({ module: getAddress(row.module), state: states.get(getAddress(row.module)) }))
}

/** A Delay's proposals, newest first. */
export async function listDelayProposals(
  db: Db,
  { chainId, module, limit }: { chainId: number; module: string; limit: number },
): Promise<DelayProposalRow[]> {
  return db
    .selectFrom('delay_proposals')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('module', '=', module)
    .orderBy('queue_nonce', 'desc')
    .limit(limit)
    .execute()
}

/** The module transactions a Delay made through its Safe, oldest first: its executed proposals. */
export async function listDelayExecutions(
  db: Db,
  { chainId, safe, module }: { chainId: number; safe: string; module: string },
): Promise<ModuleTransactionRow[]> {
  return db
    .selectFrom('module_transactions')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('module', '=', module)
    .orderBy('block_number')
    .orderBy('log_index')
    .execute()
}

/** The proposal whose call a module transaction ran (same Delay, hash, queued before), if any. */
export async function findDelayProposalsByHash(
  db: Db,
  { chainId, module, txHash }: { chainId: number; module: string; txHash: string },
): Promise<DelayProposalRow[]> {
  return db
    .selectFrom('delay_proposals')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('module', '=', module)
    .where('tx_hash', '=', txHash)
    .orderBy('queue_nonce')
    .execute()
}

export async function registerRecoveryModule(
  db: Db,
  row: { chainId: number; safe: string; module: string; signer: string; now: number },
): Promise<void> {
  await db
    .insertInto('recovery_registrations')
    .values({
      chain_id: row.chainId,
      safe: row.safe,
      module: row.module,
      registered_by: row.signer,
      created_at: row.now,
    })
    .onConflict((oc) => oc.columns(['chain_id', 'safe', 'module']).doNothing())
    .execute()
}

export async function unregisterRecoveryModule(
  db: Db,
  { chainId, safe, module }: { chainId: number; safe: string; module: string },
): Promise<void> {
  await db
    .deleteFrom('recovery_registrations')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('module', '=', module)
    .execute()
}

export async function isRecoveryModuleRegistered(
  db: Db,
  { chainId, safe, module }: { chainId: number; safe: string; module: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('recovery_registrations')
    .select('module')
    .where('chain_id', '=', chainId)
    .where('safe', '=', safe)
    .where('module', '=', module)
    .executeTakeFirst()
  return row !== undefined
}
