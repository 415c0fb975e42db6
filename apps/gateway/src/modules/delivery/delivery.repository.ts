import { type Kysely, PostgresAdapter } from 'kysely'
import type { Database } from '../../db/database.ts'
import type { AlertEventRow } from '../../db/tables/delivery.ts'
import type {
  AlertEvent,
  AlertMessage,
  AlertPayload,
  Db,
  DeliveryChannel,
  DeliveryChannelName,
  DeliveryOutcome,
  NewAlertEvent,
} from './delivery.types.ts'

/** An outbox row as it is first written: not yet expanded into deliveries, nor retracted. */
function toAlertEventRow(event: NewAlertEvent, now: number) {
  return {
    chain_id: event.chainId,
    safe: event.safe,
    payload: JSON.stringify(event.payload),
    block_number: event.blockNumber,
    recipient_channel: event.recipient?.channel ?? null,
    recipient: event.recipient?.recipient ?? null,
    created_at: now,
    message: null,
    expanded_at: null,
    retracted_at: null,
    available_at: event.availableAt ?? null,
  }
}

/**
 * Writes an outbox row. Call it with the transaction of the change that causes the alert, so the alert
 * exists exactly when the change committed; the worker picks it up from there. Returns the event's id.
 */
export async function enqueueAlert(db: Db, event: NewAlertEvent, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('alert_events')
    .values(toAlertEventRow(event, now))
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * Writes many outbox rows at once (an indexed range's), in statements of a few hundred rows: a range near
 * the head can hold thousands of transfers, and one insert per row would slow the indexer down.
 */
export async function enqueueAlerts(
  db: Db,
  events: readonly NewAlertEvent[],
  now = Date.now(),
): Promise<void> {
  const chunk = 500
  for (let start = 0; start < events.length; start += chunk)
    await db
      .insertInto('alert_events')
      .values(events.slice(start, start + chunk).map((event) => toAlertEventRow(event, now)))
      .execute()
}

/** The contract's view of an outbox row. The payload was written by `enqueueAlert` from a typed value. */
export function toAlertEvent(row: AlertEventRow): AlertEvent {
  const payload: AlertPayload = JSON.parse(row.payload)
  return {
    id: row.id,
    chainId: row.chain_id,
    safe: row.safe,
    payload,
    blockNumber: row.block_number,
    createdAt: row.created_at,
  }
}

/**
 * Whether a transaction or message with `confirmations` signatures still waits for owners, as CGW decides
 * before it sends a confirmation request: not when the Safe's threshold is 1 or already met. A Safe the
 * indexer has not read yet counts as waiting, so a proposal is never silently dropped.
 */
export async function awaitsSignatures(
  db: Db,
  { chainId, safe, confirmations }: { chainId: number; safe: string; confirmations: number },
): Promise<boolean> {
  const state = await db
    .selectFrom('safe_states')
    .select('threshold')
    .where('chain_id', '=', chainId)
    .where('address', '=', safe)
    .orderBy('block_number', 'desc')
    .orderBy('log_index', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!state) return true
  return state.threshold > 1 && confirmations < state.threshold
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter

/** Events waiting to be expanded into deliveries whose time has come, oldest first. */
export async function findUnexpandedEvents(
  db: Kysely<Database>,
  limit: number,
  now = Date.now(),
): Promise<AlertEvent[]> {
  const rows = await db
    .selectFrom('alert_events')
    .selectAll()
    .where('expanded_at', 'is', null)
    .where('retracted_at', 'is', null)
    .where((eb) => eb.or([eb('available_at', 'is', null), eb('available_at', '<=', now)]))
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(toAlertEvent)
}

/**
 * Records an event's deliveries: its explicit recipient, or every recipient each channel names, asked
 * inside this transaction so the list matches the moment of expansion. The event row is locked (and
 * skipped when another replica holds it) so that an event is expanded once. False when it was expanded or
 * retracted meanwhile.
 */
export async function expandEvent(
  db: Kysely<Database>,
  {
    eventId,
    channels,
    message,
    now,
  }: {
    eventId: number
    channels: readonly DeliveryChannel[]
    message: AlertMessage
    now: number
  },
): Promise<boolean> {
  const postgres = isPostgres(db)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('alert_events')
      .selectAll()
      .where('id', '=', eventId)
      .where('expanded_at', 'is', null)
      .where('retracted_at', 'is', null)
      .$if(postgres, (qb) => qb.forUpdate().skipLocked())
      .executeTakeFirst()
    if (!row) return false
    const event = toAlertEvent(row)
    const targets: { channel: DeliveryChannelName; recipient: string }[] = []
    if (row.recipient_channel !== null && row.recipient !== null)
      targets.push({ channel: row.recipient_channel, recipient: row.recipient })
    else
      for (const channel of channels)
        for (const recipient of new Set(await channel.recipients(trx, event)))
          targets.push({ channel: channel.name, recipient })
    if (targets.length > 0)
      await trx
        .insertInto('alert_deliveries')
        .values(
          targets.map((target) => ({
            event_id: eventId,
            channel: target.channel,
            recipient: target.recipient,
            status: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
            last_error: null,
            delivered_at: null,
          })),
        )
        .onConflict((oc) => oc.columns(['event_id', 'channel', 'recipient']).doNothing())
        .execute()
    await trx
      .updateTable('alert_events')
      .set({ expanded_at: now, message: JSON.stringify(message) })
      .where('id', '=', eventId)
      .execute()
    return true
  })
}

/** A delivery this worker holds until `leaseEndsAt`; `attempt` is the try it is about to make. */
export type ClaimedDelivery = {
  id: number
  channel: DeliveryChannelName
  recipient: string
  attempt: number
  event: AlertEvent
  message: AlertMessage
}

/**
 * Claims due deliveries of the given channels: each one's due time moves forward by the lease and its
 * attempt count up by one, in one short transaction. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets
 * replicas claim side by side without waiting for or taking each other's rows; once committed, the moved
 * due time keeps others off until the lease runs out, which is also how a crashed worker's claim
 * returns. No lock is held while a channel talks to the outside world.
 */
export async function claimDueDeliveries(
  db: Kysely<Database>,
  {
    channels,
    now,
    leaseMs,
    limit,
  }: {
    channels: readonly DeliveryChannelName[]
    now: number
    leaseMs: number
    limit: number
  },
): Promise<ClaimedDelivery[]> {
  if (channels.length === 0) return []
  const postgres = isPostgres(db)
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('alert_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where('channel', 'in', channels)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(postgres, (qb) => qb.forUpdate().skipLocked())
      .execute()
    if (due.length === 0) return []
    const ids = due.map((row) => row.id)
    await trx
      .updateTable('alert_deliveries')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where('id', 'in', ids)
      .execute()
    const rows = await trx
      .selectFrom('alert_deliveries as d')
      .innerJoin('alert_events as e', 'e.id', 'd.event_id')
      .select([
        'd.id as delivery_id',
        'd.channel as delivery_channel',
        'd.recipient as delivery_recipient',
        'd.attempts as delivery_attempts',
      ])
      .selectAll('e')
      .where('d.id', 'in', ids)
      .orderBy('d.id')
      .execute()
    return rows.map((row) => ({
      id: row.delivery_id,
      channel: row.delivery_channel,
      recipient: row.delivery_recipient,
      attempt: row.delivery_attempts,
      event: toAlertEvent(row),
      message: parseMessage(row.message),
    }))
  })
}

function parseMessage(json: string | null): AlertMessage {
  // Expansion stores the message before any delivery exists, so a claimed delivery always has one.
  if (json === null) return { title: 'Coffer', body: '', path: '/' }
  const message: AlertMessage = JSON.parse(json)
  return message
}

export type BackoffPolicy = { baseMs: number; maxMs: number }

/** The wait before try `attempt + 1` after try `attempt` asked for a retry: doubling, capped. */
export function backoffDelay(attempt: number, policy: BackoffPolicy, retryAfterMs?: number): number {
  const doubled = policy.baseMs * 2 ** Math.min(Math.max(attempt - 1, 0), 30)
  const wait = Math.max(doubled, retryAfterMs ?? 0)
  return Math.min(wait, policy.maxMs)
}

/**
 * Records what the channel answered for a claimed try. Guarded by the attempt number: a try whose lease
 * ran out and was claimed again by another worker does not overwrite the newer try's record. A delivery
 * retracted by a reorg while it was in flight is still recorded as delivered if it was.
 */
export async function recordOutcome(
  db: Kysely<Database>,
  {
    delivery,
    outcome,
    now,
    backoff,
  }: {
    delivery: Pick<ClaimedDelivery, 'id' | 'attempt'>
    outcome: DeliveryOutcome
    now: number
    backoff: BackoffPolicy
  },
): Promise<void> {
  const query = db
    .updateTable('alert_deliveries')
    .where('id', '=', delivery.id)
    .where('attempts', '=', delivery.attempt)
  if (outcome.kind === 'delivered')
    await query
      .set({ status: 'delivered', delivered_at: now, last_error: null })
      .where('status', 'in', ['pending', 'retracted'])
      .execute()
  else if (outcome.kind === 'dropped')
    await query
      .set({ status: 'dropped', last_error: outcome.reason })
      .where('status', '=', 'pending')
      .execute()
  else
    await query
      .set({
        next_attempt_at: now + backoffDelay(delivery.attempt, backoff, outcome.retryAfterMs),
        last_error: outcome.reason,
      })
      .where('status', '=', 'pending')
      .execute()
}

/**
 * A reorg removed a chain's blocks from `fromBlock` on: their events are retracted, and whatever of them
 * was not sent yet is never sent. What was delivered stays recorded as delivered.
 */
export async function retractAlerts(
  db: Db,
  { chainId, fromBlock, now }: { chainId: number; fromBlock: number; now: number },
): Promise<void> {
  await db
    .updateTable('alert_events')
    .set({ retracted_at: now })
    .where('chain_id', '=', chainId)
    .where('block_number', '>=', fromBlock)
    .where('retracted_at', 'is', null)
    .execute()
  await db
    .updateTable('alert_deliveries')
    .set({ status: 'retracted' })
    .where('status', '=', 'pending')
    .where('event_id', 'in', (eb) =>
      eb
        .selectFrom('alert_events')
        .select('id')
        .where('chain_id', '=', chainId)
        .where('block_number', '>=', fromBlock),
    )
    .execute()
}

/**
 * Forgets events created before `before` whose every delivery is finished (delivered, dropped or retracted),
 * with their deliveries. An event that waits for a channel, or has a delivery still pending, is kept
 * however old it is: nothing is dropped for its age.
 */
export async function purgeFinishedAlerts(
  db: Kysely<Database>,
  { before }: { before: number },
): Promise<number> {
  const deleted = await db
    .deleteFrom('alert_events')
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('expanded_at', 'is not', null), eb('retracted_at', 'is not', null)]))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('alert_deliveries')
            .select('alert_deliveries.id')
            .whereRef('alert_deliveries.event_id', '=', 'alert_events.id')
            .where('alert_deliveries.status', '=', 'pending'),
        ),
      ),
    )
    .returning('id')
    .execute()
  return deleted.length
}
