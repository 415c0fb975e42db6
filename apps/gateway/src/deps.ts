import type { Kysely } from 'kysely'
import type { Chain, PublicClient } from 'viem'
import type { ChainConfig, GatewayConfig } from './config.ts'
import type { Database } from './db/database.ts'
import type { SafeChangeBus } from './live/safeChanges.ts'
import type { VapidKeys } from './readOrCreateVapidKeys.ts'

// The shape of the dependency bag lives below the modules that receive it; createDeps.ts, the composition
// root at the top, builds it. Modules import this file, never the root.

/** A configured chain and the viem client the gateway reads it through. */
export type ChainRuntime = { config: ChainConfig; chain: Chain; client: PublicClient }

/** The explicit dependency bag every route and service receives (house rule 7: no DI container). */
export type Deps = {
  config: GatewayConfig
  db: Kysely<Database>
  chains: ReadonlyMap<number, ChainRuntime>
  /** HS256 key for session JWTs. */
  sessionKey: Uint8Array
  /** Unix milliseconds; injectable so time-dependent rules are testable. */
  now: () => number
  /** Safe changes from the indexer and the write routes, pushed to browsers over SSE. */
  changes: SafeChangeBus
  /** The Web Push (VAPID) key pair, kept in the data dir. */
  vapidKeys: VapidKeys
  close(): Promise<void>
}
