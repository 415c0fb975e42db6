import pg from 'pg'
import { z } from 'zod'
import type { SafeChange, SafeChangeBus, SafeChangeListener } from './safeChanges.ts'

const SafeChangeSchema = z.object({
  chainId: z.number().int().positive(),
  safe: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  kinds: z.array(z.enum(['safe', 'history', 'queue', 'collectibles', 'balances', 'messages'])),
})
const NotificationSchema = z.array(SafeChangeSchema)

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; one change is under 200. */
const changesPerNotification = 30
const reconnectDelaysMs = [100, 500, 1_000, 2_000, 5_000]

export type PostgresSafeChangeBusOptions = {
  connectionString: string
  /** Isolates instances sharing one database (each PostgreSQL schema is one Coffer). */
  schema: string
  log?: (message: string, error?: unknown) => void
}

/**
 * Safe changes across gateway replicas: `publish` NOTIFYs, and every replica (this one included) LISTENs on
 * one dedicated connection and hands each change to its local subscribers — so a change committed by the
 * replica that indexes a chain reaches browsers connected to any replica. A dropped connection is re-opened
 * with backoff; changes sent while it was down are not replayed (browsers refetch on reconnect anyway).
 */
export async function createPostgresSafeChangeBus(
  options: PostgresSafeChangeBusOptions,
): Promise<SafeChangeBus> {
  const channel = `coffer_changes_${options.schema}`.slice(0, 63)
  const log = options.log ?? (() => {})
  const listeners = new Set<SafeChangeListener>()
  const publisher = new pg.Pool({ connectionString: options.connectionString, max: 2 })
  let listener: pg.Client | null = null
  let closed = false
  let attempt = 0

  const deliver = (payload: string | undefined) => {
    const parsed = NotificationSchema.safeParse(safeJson(payload))
    if (!parsed.success) return log('Ignoring a malformed Safe change notification')
    for (const change of parsed.data) for (const notify of listeners) notify(change)
  }

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString })
    client.on('notification', (message) => deliver(message.payload))
    client.on('error', (error) => {
      log('The Safe change listener lost its PostgreSQL connection; reconnecting', error)
      void client.end().catch(() => {})
      if (listener === client) listener = null
      scheduleReconnect()
    })
    await client.connect()
    await client.query(`LISTEN ${quoteIdentifier(channel)}`)
    listener = client
    attempt = 0
  }

  const scheduleReconnect = () => {
    if (closed) return
    const delay = reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)] ?? 5_000
    attempt += 1
    setTimeout(() => {
      if (closed || listener) return
      connect().catch((error: unknown) => {
        log('Reconnecting the Safe change listener failed', error)
        scheduleReconnect()
      })
    }, delay).unref()
  }

  await connect()

  return {
    async publish(changes: readonly SafeChange[]) {
      for (let start = 0; start < changes.length; start += changesPerNotification) {
        const payload = JSON.stringify(changes.slice(start, start + changesPerNotification))
        await publisher.query('SELECT pg_notify($1, $2)', [channel, payload])
      }
    },
    subscribe(notify) {
      listeners.add(notify)
      return () => listeners.delete(notify)
    },
    async close() {
      closed = true
      listeners.clear()
      const client = listener
      listener = null
      await Promise.allSettled([client?.end(), publisher.end()])
    },
  }
}

function safeJson(text: string | undefined): unknown {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
