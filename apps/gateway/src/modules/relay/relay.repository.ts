import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { RelayRow } from '../../db/tables/relay.ts'

export type RelayLimitWindow = { limit: number; windowMs: number; now: number }

export type ReserveRelaySlotsReturnType = { reserved: true } | { reserved: false; address: string }

class LimitReached extends Error {
  override name = 'LimitReached'
  constructor(readonly address: string) {
    super(`Relay limit reached for ${address}`)
  }
}

/**
 * Takes one relay slot for every address, all or none, atomically: each slot is a single conditional
 * upsert (PostgreSQL and SQLite both lock the row for it), so concurrent requests and replicas can never
 * count past `limit`. A window runs `windowMs` from an address's last relay (CGW re-sets its counter's TTL
 * on every relay); once it has passed, the count starts again at 1. Addresses are taken in sorted order so
 * two requests sharing owners cannot deadlock on PostgreSQL.
 */
export async function reserveRelaySlots(
  db: Kysely<Database>,
  {
    chainId,
    addresses,
    limit,
    windowMs,
    now,
  }: { chainId: number; addresses: readonly string[] } & RelayLimitWindow,
): Promise<ReserveRelaySlotsReturnType> {
  const sorted = [...new Set(addresses)].sort()
  const [first] = sorted
  if (first === undefined) return { reserved: true }
  if (limit <= 0) return { reserved: false, address: first }
  const expiredBefore = now - windowMs
  try {
    await db.transaction().execute(async (trx) => {
      for (const address of sorted) {
        const row = await trx
          .insertInto('relay_limits')
          .values({ chain_id: chainId, address, used: 1, last_relay_at: now })
          .onConflict((conflict) =>
            conflict
              .columns(['chain_id', 'address'])
              .doUpdateSet({
                used: sql<number>`case when relay_limits.last_relay_at <= ${expiredBefore} then 1 else relay_limits.used + 1 end`,
                last_relay_at: now,
              })
              .where((eb) =>
                eb.or([
                  eb('relay_limits.last_relay_at', '<=', expiredBefore),
                  eb('relay_limits.used', '<', limit),
                ]),
              ),
          )
          .returning('used')
          .executeTakeFirst()
        if (row === undefined) throw new LimitReached(address)
      }
    })
  } catch (error) {
    if (error instanceof LimitReached) return { reserved: false, address: error.address }
    throw error
  }
  return { reserved: true }
}

/** Gives back the slots of a relay that was never sent (its simulation or its sending failed). */
export async function releaseRelaySlots(
  db: Kysely<Database>,
  { chainId, addresses }: { chainId: number; addresses: readonly string[] },
): Promise<void> {
  if (addresses.length === 0) return
  await db
    .updateTable('relay_limits')
    .set({ used: sql<number>`used - 1` })
    .where('chain_id', '=', chainId)
    .where('address', 'in', [...new Set(addresses)])
    .where('used', '>', 0)
    .execute()
}

/** How many relays `address` has left in its current window. */
export async function countRemainingRelays(
  db: Kysely<Database>,
  { chainId, address, limit, windowMs, now }: { chainId: number; address: string } & RelayLimitWindow,
): Promise<number> {
  const row = await db
    .selectFrom('relay_limits')
    .select(['used', 'last_relay_at'])
    .where('chain_id', '=', chainId)
    .where('address', '=', address)
    .executeTakeFirst()
  if (row === undefined || Number(row.last_relay_at) <= now - windowMs) return Math.max(limit, 0)
  return Math.max(limit - Number(row.used), 0)
}

export async function insertRelay(db: Kysely<Database>, row: RelayRow): Promise<void> {
  await db.insertInto('relays').values(row).execute()
}

export async function findRelay(
  db: Kysely<Database>,
  { chainId, taskId }: { chainId: number; taskId: string },
): Promise<RelayRow | undefined> {
  return db
    .selectFrom('relays')
    .selectAll()
    .where('chain_id', '=', chainId)
    .where('task_id', '=', taskId)
    .executeTakeFirst()
}

export async function updateRelayStatus(
  db: Kysely<Database>,
  { chainId, taskId, status, now }: { chainId: number; taskId: string; status: number; now: number },
): Promise<void> {
  await db
    .updateTable('relays')
    .set({ status, updated_at: now })
    .where('chain_id', '=', chainId)
    .where('task_id', '=', taskId)
    .execute()
}
