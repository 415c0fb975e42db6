import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { type Address, createWalletClient, custom, type WalletClient } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { RelayConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { ChainRuntime } from '../../deps.ts'

export type Relayer = {
  chainId: number
  address: Address
  /** Signs with the relayer key, which stays inside it (it is not a field, so it never serialises). */
  account: PrivateKeyAccount
  limit: number
  windowMs: number
  wallet: WalletClient
  /**
   * Runs `work` (simulate, then send) alone for this relayer: one nonce sequence, so two relays never
   * pick the same nonce. In process a promise queue; across replicas on PostgreSQL also a session
   * advisory lock keyed by chain and relayer address.
   */
  serialize<T>(work: () => Promise<T>): Promise<T>
}

/** The relayer of one chain, or undefined when the chain has no `relay` configured. */
export function createRelayer(db: Kysely<Database>, runtime: ChainRuntime): Relayer | undefined {
  const relay: RelayConfig | undefined = runtime.config.relay
  if (relay?.privateKey === undefined) return undefined
  const account = privateKeyToAccount(relay.privateKey)
  // Through the chain's own public client: same RPC URL, timeout and retries as every other read.
  const wallet = createWalletClient({
    account,
    chain: runtime.chain,
    transport: custom({ request: (args) => runtime.client.request(args) }),
  })
  let tail: Promise<unknown> = Promise.resolve()
  return {
    chainId: runtime.config.chainId,
    address: account.address,
    account,
    limit: relay.limit,
    windowMs: relay.windowHours * 3_600_000,
    wallet,
    serialize<T>(work: () => Promise<T>): Promise<T> {
      const run = tail.then(() =>
        withRelayerLock(db, { chainId: runtime.config.chainId, address: account.address }, work),
      )
      tail = run.catch(() => {})
      return run
    },
  }
}

/**
 * Holds a PostgreSQL advisory lock for the relayer while `work` runs, so replicas sharing the database
 * send one at a time. Not keyed by schema: two installations sharing a relayer key share its nonces too.
 * SQLite has one process, which the in-process queue already serialises.
 */
async function withRelayerLock<T>(
  db: Kysely<Database>,
  { chainId, address }: { chainId: number; address: Address },
  work: () => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work()
  const key = sql`hashtextextended(${`coffer-relayer:${chainId}:${address.toLowerCase()}`}, 0)`
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection).catch(() => {})
    }
  })
}
