import { type ChildProcess, spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { type Kysely, sql } from 'kysely'
import { z } from 'zod'
import type { Database } from '../../db/database.ts'
import type { IndexerLogger } from '../startChainIndexer.ts'

/** Test helpers for the indexer's integration tests (not used by the product). */

const RpcResponseSchema = z.object({
  result: z.unknown().optional(),
  error: z.object({ message: z.string() }).optional(),
})

/** A raw JSON-RPC call, for anvil methods viem has no action for (`anvil_reorg`). */
export async function rpc(url: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = RpcResponseSchema.parse(await response.json())
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

export async function getHeadNumber(url: string): Promise<number> {
  return Number(BigInt(z.string().parse(await rpc(url, 'eth_blockNumber'))))
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 25, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(intervalMs)
  }
}

export async function findCursorBlock(db: Kysely<Database>, chainId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('indexer_cursors')
    .select('block_number')
    .where('chain_id', '=', chainId)
    .executeTakeFirst()
  return row?.block_number
}

/** Waits until the indexer's cursor reached the node's current head. */
export async function waitForIndexedHead(
  db: Kysely<Database>,
  { chainId, rpcUrl, timeoutMs }: { chainId: number; rpcUrl: string; timeoutMs?: number },
): Promise<number> {
  const head = await getHeadNumber(rpcUrl)
  await waitFor(async () => ((await findCursorBlock(db, chainId)) ?? -1) >= head, {
    what: `block ${head} indexed`,
    ...(timeoutMs ? { timeoutMs } : {}),
  })
  return head
}

/** Every table the indexer writes, in a stable order, for comparing two databases. */
export async function dumpIndexedTables(db: Kysely<Database>) {
  return {
    safes: await db.selectFrom('safes').selectAll().orderBy('chain_id').orderBy('address').execute(),
    safe_states: await db
      .selectFrom('safe_states')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('address')
      .orderBy('block_number')
      .execute(),
    safe_owners: await db
      .selectFrom('safe_owners')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('owner')
      .orderBy('safe')
      .execute(),
    multisig_transactions: await db
      .selectFrom('multisig_transactions')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('safe_tx_hash')
      .execute(),
    multisig_confirmations: await db
      .selectFrom('multisig_confirmations')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('safe_tx_hash')
      .orderBy('owner')
      .execute(),
    module_transactions: await db
      .selectFrom('module_transactions')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('module_tx_id')
      .execute(),
    transfers: await db
      .selectFrom('transfers')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('safe')
      .orderBy('transfer_id')
      .execute(),
    tokens: await db.selectFrom('tokens').selectAll().orderBy('chain_id').orderBy('address').execute(),
    signed_messages: await db
      .selectFrom('signed_messages')
      .selectAll()
      .orderBy('chain_id')
      .orderBy('block_number')
      .orderBy('log_index')
      .execute(),
    cursors: await db
      .selectFrom('indexer_cursors')
      .select(['chain_id', 'block_number', 'block_hash', 'block_timestamp'])
      .orderBy('chain_id')
      .execute(),
  }
}

export type RecordingLogger = IndexerLogger & { warnings: string[]; infos: string[] }

export function createRecordingLogger(): RecordingLogger {
  const warnings: string[] = []
  const infos: string[] = []
  return {
    warnings,
    infos,
    info: (message) => infos.push(message),
    warn: (message) => warnings.push(message),
  }
}

const childScript = fileURLToPath(new URL('./runIndexerProcess.ts', import.meta.url))

/** Runs an indexer in a child process on the same database (to SIGKILL it); resolves once it started. */
export async function spawnIndexer(
  db: Kysely<Database>,
  {
    kind,
    rpcUrl,
    chainId,
    blockRange,
  }: { kind: 'sqlite' | 'postgres'; rpcUrl: string; chainId: number; blockRange: number },
): Promise<ChildProcess> {
  const target =
    kind === 'sqlite'
      ? { INDEXER_SQLITE_FILE: await sqliteFile(db) }
      : {
          INDEXER_POSTGRES_URL: process.env.DATABASE_URL ?? '',
          INDEXER_POSTGRES_SCHEMA: await currentSchema(db),
        }
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    // tsx resolves from the workspace.
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: {
      ...process.env,
      ...target,
      INDEXER_RPC_URL: rpcUrl,
      INDEXER_CHAIN_ID: String(chainId),
      INDEXER_BLOCK_RANGE: String(blockRange),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The indexer process exited (${code})`)))
    child.stdout?.once('data', () => resolve())
  })
  return child
}

async function sqliteFile(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{
    file: string
  }>`select file from pragma_database_list where name = 'main'`.execute(db)
  const file = rows[0]?.file
  if (!file) throw new Error('No SQLite file')
  return file
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  if (!schema) throw new Error('No schema')
  return schema
}
