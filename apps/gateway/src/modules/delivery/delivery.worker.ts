import type { Kysely } from 'kysely'
import type { Database } from '../../db/database.ts'
import {
  type BackoffPolicy,
  type ClaimedDelivery,
  claimDueDeliveries,
  expandEvent,
  findUnexpandedEvents,
  purgeFinishedAlerts,
  recordOutcome,
} from './delivery.repository.ts'
import type { AlertEvent, AlertMessage, DeliveryChannel, DeliveryOutcome } from './delivery.types.ts'

export type DeliveryWorkerOptions = {
  db: Kysely<Database>
  /** The channels to deliver through; events are not expanded while there is none. */
  channels: readonly DeliveryChannel[]
  describe: (event: AlertEvent) => Promise<AlertMessage>
  now?: () => number
  /** How often to look for due work when nothing wakes the worker. */
  pollIntervalMs?: number
  /**
   * How long a claimed delivery is held before another worker may try it: a worker that dies mid-delivery
   * delays that delivery by this much. A channel's try is abandoned (and retried) after half of it.
   */
  leaseMs?: number
  backoff?: BackoffPolicy
  /** Deliveries claimed and sent at once. */
  batchSize?: number
  log?: { warn(message: string, error?: unknown): void }
}

export type DeliveryWorker = {
  /** Starts the loop: a round now, then on every wake and every poll interval. */
  start(): void
  /** Looks for work now (a change was committed). */
  wake(): void
  /** One round: expand waiting events, then deliver what is due. Tests drive the worker with it. */
  runOnce(): Promise<{ expanded: number; attempted: number }>
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>
}

export const deliveryDefaults = {
  pollIntervalMs: 2_000,
  leaseMs: 60_000,
  backoff: { baseMs: 5_000, maxMs: 15 * 60_000 },
  batchSize: 20,
  /** Finished alerts are kept this long (to answer "was I told?"), then forgotten; checked hourly. */
  retentionMs: 30 * 24 * 3_600_000,
} as const

const purgeEveryMs = 3_600_000

/**
 * The worker that turns outbox rows into deliveries and delivers them. It runs beside the API and the
 * indexer on its own timer and connections, so a slow SMTP server or push service never holds up a request
 * or an indexed range: they only wrote a row.
 */
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const now = options.now ?? Date.now
  const leaseMs = options.leaseMs ?? deliveryDefaults.leaseMs
  const backoff = options.backoff ?? deliveryDefaults.backoff
  const batchSize = options.batchSize ?? deliveryDefaults.batchSize
  const byName = new Map(options.channels.map((channel) => [channel.name, channel]))

  async function expand(): Promise<number> {
    if (options.channels.length === 0) return 0
    let expanded = 0
    for (const event of await findUnexpandedEvents(options.db, batchSize, now())) {
      // Described before the expanding transaction: describing reads through other connections.
      const message = await options.describe(event).catch((error: unknown) => {
        // Words are not worth holding an alert back for (nor every event behind it): say it plainly.
        options.log?.warn(`Alert ${event.id} could not be described; it goes out in plain words`, error)
        return plainMessage(event)
      })
      if (
        await expandEvent(options.db, { eventId: event.id, channels: options.channels, message, now: now() })
      )
        expanded += 1
    }
    return expanded
  }

  async function deliver(claim: ClaimedDelivery): Promise<DeliveryOutcome> {
    const channel = byName.get(claim.channel)
    if (!channel) return { kind: 'retry', reason: `No ${claim.channel} channel is configured` }
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<DeliveryOutcome>((resolve) => {
      timer = setTimeout(
        () => resolve({ kind: 'retry', reason: `The ${claim.channel} channel did not answer in time` }),
        leaseMs / 2,
      )
    })
    try {
      return await Promise.race([
        channel.deliver({
          id: claim.id,
          event: claim.event,
          recipient: claim.recipient,
          message: claim.message,
          attempt: claim.attempt,
        }),
        timeout,
      ])
    } catch (error) {
      // A channel that throws has a bug or met something unforeseen: keep the delivery, try again later.
      return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) }
    } finally {
      clearTimeout(timer)
    }
  }

  let lastPurge = Number.NEGATIVE_INFINITY
  async function runOnce(): Promise<{ expanded: number; attempted: number }> {
    if (now() - lastPurge >= purgeEveryMs) {
      lastPurge = now()
      await purgeFinishedAlerts(options.db, { before: lastPurge - deliveryDefaults.retentionMs })
    }
    const expanded = await expand()
    const claims = await claimDueDeliveries(options.db, {
      channels: [...byName.keys()],
      now: now(),
      leaseMs,
      limit: batchSize,
    })
    await Promise.all(
      claims.map(async (claim) => {
        const outcome = await deliver(claim)
        if (outcome.kind !== 'delivered')
          options.log?.warn(`Delivery ${claim.id} (${claim.channel}) try ${claim.attempt}: ${outcome.reason}`)
        await recordOutcome(options.db, { delivery: claim, outcome, now: now(), backoff })
      }),
    )
    return { expanded, attempted: claims.length }
  }

  let stopped = false
  let wakeUp: (() => void) | undefined
  let pendingWake = false
  const wake = () => {
    pendingWake = true
    wakeUp?.()
  }
  const sleep = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopped) return resolve()
      const timer = setTimeout(resolve, options.pollIntervalMs ?? deliveryDefaults.pollIntervalMs)
      wakeUp = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  let loop: Promise<void> | undefined
  const run = async () => {
    while (!stopped) {
      pendingWake = false
      let busy = false
      try {
        const { expanded, attempted } = await runOnce()
        // A full batch means more may be waiting: go again without sleeping.
        busy = expanded >= batchSize || attempted >= batchSize
      } catch (error) {
        options.log?.warn('The delivery worker could not run; it tries again shortly', error)
      }
      if (!busy) await sleep()
      wakeUp = undefined
    }
  }

  return {
    start() {
      loop ??= run()
    },
    wake,
    runOnce,
    async stop() {
      stopped = true
      wakeUp?.()
      await loop
    },
  }
}

function plainMessage(event: AlertEvent): AlertMessage {
  const words = event.payload.type.toLowerCase().replaceAll('_', ' ')
  return { title: `Safe ${event.safe}`, body: `New ${words}`, path: '/' }
}
