/**
 * Benchmark: the read API under load. A database holding 100,000 executed multisig transactions, 10,000 of
 * them in one Safe; autocannon with 100 connections (`BENCH_CONNECTIONS`) against that Safe's history (first
 * and a middle page) and Safe info, against the balances of another (native coin and one ERC-20, read from a
 * real anvil), still and with a new block every 100 ms, and against a bare route of the same server
 * (`/health`) as the baseline measured in the same run. Prints requests/s, p99 latency and the ratio to the
 * bare route (goal ≥ 0.5, p99 ≤ 20 ms). The newest reads of the same Safe are measured too: its off-chain
 * messages (40, texts and typed data), its delegates and its recovery (a Delay with 30 proposals). SQLite by default; `BENCH_DATABASE_URL=postgres://…` runs it on
 * PostgreSQL (in a fresh schema).
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort, getDemoDeployment, startDevchain } from '@coffer/devchain'
import { createDatabase, type Database, migrateToLatest, startGateway } from '@coffer/gateway'
import autocannon from 'autocannon'
import type { Kysely } from 'kysely'
import pg from 'pg'
import { planFixture, writeFixture } from './api/historyFixture.ts'
import { writeNewestReadsFixture } from './api/newestReadsFixture.ts'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 100)
const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10)
const databaseUrl = process.env.BENCH_DATABASE_URL

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-api-'))
const schema = `bench_${randomBytes(4).toString('hex')}`
const db: Kysely<Database> = databaseUrl
  ? await createPostgresSchema(databaseUrl, schema)
  : createDatabase({ kind: 'sqlite', filename: join(dataDir, 'coffer.sqlite') })

const safes = planFixture({ safeCount: 10, targetTransactions: 10_000, totalTransactions: 100_000 })
const target = safes[0]
const balancesSafe = safes[1]
if (!target || !balancesSafe) throw new Error('The fixture has fewer than two Safes')
const started = performance.now()
await migrateToLatest(db)
await writeFixture(db, safes)
await writeNewestReadsFixture(db, target)
await writeTokenTransfer(db, balancesSafe.address, getDemoDeployment().token)
console.log(
  `Fixture: ${safes.reduce((sum, safe) => sum + safe.transactions, 0)} executed transactions in ${safes.length} Safes ` +
    `on ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
if (!databaseUrl) await db.destroy()

// Balances are read from a chain: a real anvil, with the demo token the balances Safe once received.
const devchain = await startDevchain({ dataDir: join(dataDir, 'chain'), port: await findFreePort() })
const gateway = await startGateway(
  {
    port: 0,
    dataDir,
    logLevel: 'silent',
    indexer: { enabled: false },
    chains: [{ chainId: 31337, name: 'Bench', shortName: 'bench', rpcUrl: devchain.rpcUrl, l2: true }],
  },
  databaseUrl ? { db } : {},
).catch(async (error: unknown) => {
  await devchain.stop()
  throw error
})

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
  const balancesPath = `/v1/chains/31337/safes/${balancesSafe.address}/balances/usd`
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
    await load('balances', balancesPath),
    await whileMining(100, () => load('balances, a block every 100 ms', balancesPath)),
    await load('messages', `${safePath}/messages`),
    await load('delegates', `/v2/chains/31337/delegates?safe=${target.address}`),
    await load('recovery', `${safePath}/recovery`),
  ]
  console.log(
    `\n${connections} connections, ${durationSeconds} s each; Safe ${target.address} (10,000 txs), ` +
      `balances of ${balancesSafe.address}`,
  )
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
  await devchain.stop()
  if (databaseUrl) await dropSchema(databaseUrl, schema)
  await rm(dataDir, { recursive: true, force: true })
}

/** An ERC-20 transfer into the Safe, so its balances read that token's `balanceOf` too. */
async function writeTokenTransfer(database: Kysely<Database>, safe: string, token: string): Promise<void> {
  await database
    .insertInto('tokens')
    .values({
      chain_id: 31337,
      address: token,
      type: 'ERC20',
      name: 'Coffer Demo Token',
      symbol: 'CDT',
      decimals: 18,
      logo_uri: null,
      trusted: 1,
    })
    .execute()
  await database
    .insertInto('transfers')
    .values({
      chain_id: 31337,
      safe,
      transfer_id: `e${'00'.repeat(32)}0`,
      type: 'ERC20',
      token_address: token,
      from: token,
      to: safe,
      value: '1',
      token_id: null,
      block_number: 1,
      tx_hash: `0x${'00'.repeat(32)}`,
      log_index: 0,
      executed_at: Date.UTC(2026, 0, 1),
      in_safe_tx: 0,
    })
    .execute()
}

/** Runs `measure` while anvil mines a block every `intervalMs`: every new head is a new balances read. */
async function whileMining<T>(intervalMs: number, measure: () => Promise<T>): Promise<T> {
  const mine = () =>
    fetch(devchain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
    }).catch((error: unknown) => console.warn('evm_mine failed', error))
  const timer = setInterval(mine, intervalMs)
  try {
    return await measure()
  } finally {
    clearInterval(timer)
  }
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
