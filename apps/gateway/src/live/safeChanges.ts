import { EventEmitter } from 'node:events'

/** What changed about a Safe; clients refetch the matching views. */
export type SafeChangeKind = 'safe' | 'history' | 'queue' | 'collectibles' | 'balances' | 'messages'

export type SafeChange = {
  chainId: number
  /** Checksummed Safe address. */
  safe: string
  /**
   * The views to refetch; none for a change only the gateway's Safe-scoped caches hold (a delegate added or
   * removed, a recovery registration), which the SSE route does not forward.
   */
  kinds: readonly SafeChangeKind[]
}

export type SafeChangeListener = (change: SafeChange) => void

/**
 * Fan-out of Safe changes from whoever writes them (the indexer, the propose/confirm routes) to whoever
 * pushes them (the SSE route). In one process it is an event emitter; across gateway replicas on one
 * PostgreSQL it travels through LISTEN/NOTIFY (`createPostgresSafeChangeBus`).
 */
export interface SafeChangeBus {
  /** Publishes after the change is committed, so a listener that refetches sees it. */
  publish(changes: readonly SafeChange[]): Promise<void>
  /** Returns the unsubscribe function. */
  subscribe(listener: SafeChangeListener): () => void
  close(): Promise<void>
}

export function createMemorySafeChangeBus(): SafeChangeBus {
  const emitter = new EventEmitter()
  // Every open SSE connection is a listener; the default cap of 10 is a leak warning, not a limit we want.
  emitter.setMaxListeners(0)
  return {
    async publish(changes) {
      for (const change of changes) emitter.emit('change', change)
    },
    subscribe(listener) {
      emitter.on('change', listener)
      return () => emitter.off('change', listener)
    },
    async close() {
      emitter.removeAllListeners()
    },
  }
}
