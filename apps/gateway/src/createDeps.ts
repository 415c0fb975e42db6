import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { createPublicClient, defineChain, http, webSocket } from 'viem'
import type { ChainConfig, GatewayConfig } from './config.ts'
import { createDatabase, type Database } from './db/database.ts'
import { migrateToLatest } from './db/migrate.ts'
import type { ChainRuntime, Deps } from './deps.ts'
import { createPostgresSafeChangeBus } from './live/postgresSafeChanges.ts'
import { createMemorySafeChangeBus } from './live/safeChanges.ts'
import { readOrCreateVapidKeys } from './readOrCreateVapidKeys.ts'

export type CreateDepsOptions = {
  now?: () => number
  /** An already open database (tests: an isolated PostgreSQL schema); migrated here, destroyed by `close()`. */
  db?: Kysely<Database>
}

/**
 * Opens everything the app needs: the data dir, the database (migrated before anything is served),
 * the session secret, and one viem client per configured chain.
 */
export async function createDeps(config: GatewayConfig, options: CreateDepsOptions = {}): Promise<Deps> {
  const dataDir = path.resolve(config.dataDir)
  await mkdir(dataDir, { recursive: true })
  const db =
    options.db ??
    (config.databaseUrl
      ? createDatabase({ kind: 'postgres', connectionString: config.databaseUrl })
      : createDatabase({ kind: 'sqlite', filename: path.join(dataDir, 'coffer.sqlite') }))
  try {
    await migrateToLatest(db)
    const secret = config.sessionSecret ?? (await readOrCreateSessionSecret(dataDir))
    const vapidKeys = await readOrCreateVapidKeys(dataDir)
    const chains = new Map(config.chains.map((chain) => [chain.chainId, createChainRuntime(chain)]))
    const changes =
      config.databaseUrl && !options.db
        ? await createPostgresSafeChangeBus({
            connectionString: config.databaseUrl,
            schema: await currentPostgresSchema(db),
          })
        : createMemorySafeChangeBus()
    return {
      config: { ...config, dataDir },
      db,
      chains,
      sessionKey: new TextEncoder().encode(secret),
      now: options.now ?? Date.now,
      changes,
      vapidKeys,
      async close() {
        await changes.close()
        await db.destroy()
      },
    }
  } catch (error) {
    await db.destroy()
    throw error
  }
}

export function createChainRuntime(config: ChainConfig): ChainRuntime {
  const chain = defineChain({
    id: config.chainId,
    name: config.name,
    nativeCurrency: config.nativeCurrency,
    rpcUrls: { default: { http: [config.rpcUrl] } },
    testnet: config.isTestnet,
  })
  // The spec's transport constants: 10 s timeout, 2 retries 100 ms apart.
  const transport = /^wss?:/.test(config.rpcUrl)
    ? webSocket(config.rpcUrl, { timeout: 10_000, retryCount: 2, retryDelay: 100 })
    : http(config.rpcUrl, { timeout: 10_000, retryCount: 2, retryDelay: 100 })
  return { config, chain, client: createPublicClient({ chain, transport }) }
}

const sessionSecretFile = 'session-secret'

/**
 * The session secret persisted in the data dir (0600), generated on first start so that sessions
 * survive restarts without anyone having to invent a secret. Replicas must share one: set it explicitly.
 */
export async function readOrCreateSessionSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, sessionSecretFile)
  try {
    await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
  await chmod(file, 0o600)
  const secret = (await readFile(file, 'utf8')).trim()
  if (secret.length < 32) throw new Error(`The session secret in ${file} is shorter than 32 characters`)
  return secret
}

async function currentPostgresSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db)
  return rows[0]?.schema ?? 'public'
}
