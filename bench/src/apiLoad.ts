/**
 * Benchmark: the read API under load. A database holding 100,000 executed multisig transactions, 10,000 of
 * them in one Safe; autocannon with 100 connections against that Safe's history (first and a middle page)
 * and Safe info, and against a bare route of the same server (`/health`) as the baseline measured in the same
 * run. Prints requests/s, p99 latency and the ratio to the bare route (goal ≥ 0.5, p99 ≤ 20 ms).
 * SQLite by default; `BENCH_DATABASE_URL=postgres://…` runs it on PostgreSQL (in a fresh schema).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDatabase, type Database, migrateToLatest, startGateway } from '@coffer/gateway'
import autocannon from 'autocannon'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { planFixture, writeFixture } from './api/historyFixture.ts'

const connections = 100
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10)
const databaseUrl = process.env.BENCH_DATABASE_URL

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-api-'))
const schema = `bench_${randomBytes(4).toString('hex')}`
const db: Kysely<Database> = databaseUrl
  ? await createPostgresSchema(databaseUrl, schema)
  : createDatabase({ kind: 'sqlite', filename: join(dataDir, 'coffer.sqlite') })

const safes = planFixture({ safeCount: 10, targetTransactions: 10_000, totalTransactions: 100_000 })
const target = safes[0]
if (!target) throw new Error('The fixture has no Safe')
const started = performance.now()
await migrateToLatest(db)
await writeFixture(db, safes)
console.log(
  `Fixture: ${safes.reduce((sum, safe) => sum + safe.transactions, 0)} executed transactions in ${safes.length} Safes ` +
    `on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
if (!databaseUrl) await db.destroy()

const gateway = await startGateway(
  {
    port: 0,
    dataDir,
    logLevel: 'silent',
    indexer: { enabled: false },
    chains: [{ chainId: 31337, name: 'Bench', shortName: 'bench', rpcUrl: 'http://127.0.0.1:9', l2: true }],
  },
  databaseUrl ? { db } : {},
)

type Figure = { name: string; rps: number; p99: number; errors: number }

async function load(name: string, path: string): Promise<Figure> {
  const result = await autocannon({
    url: `${gateway.url}${path}`,
    connections,
    duration: durationSeconds,
    // The load generator runs on its own thread so that it does not share the server's event loop.
    workers: 1,
  })
  const errors = result.errors + result.non2xx
  return { name, rps: result.requests.average, p99: result.latency.p99, errors }
}

try {
  const safePath = `/v1/chains/31337/safes/${target.address}`
  // Warm caches and JIT the way a running server is warm.
  await load('warm-up', `${safePath}/transactions/history`)
  const bare = await load('bare route (/health)', '/health')
  const figures = [
    await load('Safe info', safePath),
    await load('history, first page', `${safePath}/transactions/history`),
    await load(
      'history, page at offset 5000',
      `${safePath}/transactions/history?cursor=${encodeURIComponent('limit=20&offset=5000')}`,
    ),
  ]
  console.log(`\n${connections} connections, ${durationSeconds} s each; Safe ${target.address} (10,000 txs)`)
  console.log(`  ${'route'.padEnd(32)} ${'req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'ratio'.padStart(6)}`)
  for (const figure of [bare, ...figures]) {
    const ratio = figure.rps / bare.rps
    const failed = figure.errors > 0 ? `  (${figure.errors} errors or non-2xx!)` : ''
    console.log(
      `  ${figure.name.padEnd(32)} ${figure.rps.toFixed(0).padStart(9)} ${String(figure.p99).padStart(7)} ${ratio.toFixed(2).padStart(6)}${failed}`,
    )
  }
  console.log('  goal: ratio ≥ 0.50 and p99 ≤ 20 ms')
} finally {
  await gateway.close()
  if (databaseUrl) await dropSchema(databaseUrl, schema)
  await rm(dataDir, { recursive: true, force: true })
}

async function createPostgresSchema(connectionString: string, name: string): Promise<Kysely<Database>> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  await client.query(`CREATE SCHEMA ${name}`)
  await client.end()
  return createDatabase({ kind: 'postgres', connectionString, searchPath: name })
}

async function dropSchema(connectionString: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  await client.query(`DROP SCHEMA ${name} CASCADE`)
  await client.end()
}
