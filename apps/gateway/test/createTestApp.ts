import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { createApp } from '../src/app.ts'
import { type GatewayConfigInput, parseConfig } from '../src/config.ts'
import { type CreateDepsOptions, createDeps } from '../src/createDeps.ts'
import type { Deps } from '../src/deps.ts'
import { createTestDatabase, type TestDatabaseKind } from './testDatabase.ts'

export type TestApp = { app: FastifyInstance; deps: Deps; dataDir: string; close(): Promise<void> }

/**
 * A real app (real SQLite in a temp dir, or `database: 'postgres'` for an isolated schema; real plugins) for `app.inject` tests. It never listens, so no
 * port is bound; chains default to one whose RPC nobody serves (port 9 = discard) unless given.
 */
export async function createTestApp(
  input: GatewayConfigInput = {},
  options: CreateDepsOptions & { database?: TestDatabaseKind } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'coffer-gateway-'))
  const config = parseConfig({
    logLevel: 'silent',
    port: 18080,
    chains: [
      {
        chainId: 31337,
        name: 'Coffer Devchain',
        shortName: 'coffer',
        rpcUrl: 'http://127.0.0.1:9',
        isTestnet: true,
        l2: true,
      },
    ],
    ...input,
    dataDir,
  })
  const testDatabase = options.database
    ? await createTestDatabase(options.database, { migrate: false })
    : null
  const deps = await createDeps(config, { ...options, ...(testDatabase ? { db: testDatabase.db } : {}) })
  const app = await createApp(deps)
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close()
      // The test database owns the Kysely instance (and drops its PostgreSQL schema).
      if (testDatabase) await testDatabase.destroy()
      else await deps.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
