/**
 * Benchmark: indexer catch-up. A generated local chain with 200 Safes, 2,000 executed multisig transactions and
 * 5,000 ERC-20 transfers into them; a fresh database indexes it from block 0 and the benchmark prints the
 * logs ingested per second, and that figure as a ratio of the node's own raw `eth_getLogs` throughput over the
 * same blocks measured in the same run (goal ≥ 0.5). Both figures are the best of 3 runs (the indexer on a
 * fresh database each time). SQLite by default; `BENCH_DATABASE_URL=postgres://…` runs it on PostgreSQL (in
 * fresh schemas). It prints figures; it never fails on a goal.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort, getDevAccount, getDevchainChain, startDevchain } from '@coffer/devchain'
import { createDatabase, type Database, migrateToLatest } from '@coffer/gateway'
import {
  getSafeTxTypedData,
  predictSafeAddress,
  safeAbi,
  safeDeployments,
  safeProxyFactoryAbi,
} from '@coffer/safe'
import type { Kysely } from 'kysely'
import pg from 'pg'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  zeroAddress,
} from 'viem'
import { startChainIndexer } from '../../apps/gateway/src/indexer/startChainIndexer.ts'

// BENCH_SCALE < 1 shrinks the chain (quick runs, profiling); the goal's figures are for scale 1.
const scale = Number(process.env.BENCH_SCALE ?? 1)
const safeCount = Math.ceil(200 * scale)
const executionCount = Math.ceil(2_000 * scale)
const transferCount = Math.ceil(5_000 * scale)
const txsPerBlock = 250
const databaseUrl = process.env.BENCH_DATABASE_URL

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-indexer-'))
const devchain = await startDevchain({ dataDir: join(dataDir, 'chain'), port: await findFreePort() })
const chain = getDevchainChain(devchain)
const transport = http(devchain.rpcUrl)
const client = createPublicClient({ chain, transport })
const sender = getDevAccount(0)
const owner = getDevAccount(1)
const wallet = createWalletClient({ account: sender, chain, transport })
const rpc = (method: string, params: unknown[] = []) =>
  fetch(devchain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).then((response) => response.json())

// ---- generate the chain: transactions signed locally with explicit nonce, gas and fees, mined in batches
const firstBlock = Number(await client.getBlockNumber()) + 1
let nonce = await client.getTransactionCount({ address: sender.address })
let pending = 0
const fees = { maxFeePerGas: 10_000_000_000n, maxPriorityFeePerGas: 1n }
async function send(to: Address, data: Hex, gas: bigint): Promise<void> {
  await wallet.sendTransaction({ to, data, gas, nonce: nonce++, ...fees })
  if (++pending >= txsPerBlock) await mine()
}
async function mine(): Promise<void> {
  if (pending === 0) return
  await rpc('anvil_mine', [numberToHex(1)])
  pending = 0
}

const generationStarted = performance.now()
await rpc('evm_setAutomine', [false])
const safes: Address[] = []
for (let index = 0; index < safeCount; index++) {
  const initializer = encodeFunctionData({
    abi: safeAbi,
    functionName: 'setup',
    args: [
      [owner.address],
      1n,
      zeroAddress,
      '0x',
      safeDeployments.compatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  const saltNonce = BigInt(1_000 + index)
  await send(
    safeDeployments.safeProxyFactory,
    encodeFunctionData({
      abi: safeProxyFactoryAbi,
      functionName: 'createProxyWithNonce',
      args: [safeDeployments.safeL2, initializer, saltNonce],
    }),
    400_000n,
  )
  safes.push(predictSafeAddress({ initializer, saltNonce }))
}
await mine()

const safeNonces = new Map<Address, bigint>()
for (let index = 0; index < executionCount; index++) {
  const safe = safes[index % safes.length] ?? zeroAddress
  const safeNonce = safeNonces.get(safe) ?? 0n
  safeNonces.set(safe, safeNonce + 1n)
  const tx = { to: sender.address, nonce: safeNonce, data: '0x' as const }
  const signature = await owner.signTypedData(getSafeTxTypedData({ chainId: devchain.chainId, safe, tx }))
  await send(
    safe,
    encodeFunctionData({
      abi: safeAbi,
      functionName: 'execTransaction',
      args: [tx.to, 0n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signature],
    }),
    150_000n,
  )
}
await mine()

const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
    stateMutability: 'nonpayable',
  },
] as const
await send(
  devchain.demo.token,
  encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [sender.address, 10n ** 30n] }),
  200_000n,
)
await mine()
for (let index = 0; index < transferCount; index++) {
  const safe = safes[index % safes.length] ?? zeroAddress
  await send(
    devchain.demo.token,
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [safe, BigInt(index + 1)] }),
    80_000n,
  )
}
await mine()
await rpc('evm_setAutomine', [true])
const head = Number(await client.getBlockNumber())
console.log(
  `Generated blocks ${firstBlock}-${head}: ${safeCount} Safes, ${executionCount} executions, ${transferCount} transfers ` +
    `in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`,
)

// ---- baseline: the node's raw eth_getLogs over the whole chain (best of 3)
let rawLogs = 0
let rawMs = Number.POSITIVE_INFINITY
for (let run = 0; run < 3; run++) {
  const started = performance.now()
  const logs = await client.request({
    method: 'eth_getLogs',
    params: [{ fromBlock: numberToHex(0), toBlock: numberToHex(head) }],
  })
  rawMs = Math.min(rawMs, performance.now() - started)
  rawLogs = logs.length
}

// ---- the indexer from block 0, on a fresh database each run: best of 3, the statistic of the baseline
// (the first run also pays the JIT's warm-up of the indexer's code, as the first raw call does viem's)
const runs: { ms: number; counts: Record<'safes' | 'executions' | 'transfers', number> }[] = []
for (let run = 0; run < 3; run++) runs.push(await indexOnce())
const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a))

const rawRate = rawLogs / (rawMs / 1000)
const indexRate = rawLogs / (best.ms / 1000)
console.log(`Raw eth_getLogs: ${rawLogs} logs in ${rawMs.toFixed(0)} ms = ${Math.round(rawRate)} logs/s`)
console.log(
  `Indexer catch-up (${databaseUrl ? 'PostgreSQL' : 'SQLite'}): ${rawLogs} logs in ${best.ms.toFixed(0)} ms = ` +
    `${Math.round(indexRate)} logs/s (runs: ${runs.map((r) => r.ms.toFixed(0)).join(', ')} ms); ` +
    `stored ${best.counts.safes} Safes, ${best.counts.executions} executions, ${best.counts.transfers} transfers`,
)
console.log(`Ratio to raw eth_getLogs: ${(indexRate / rawRate).toFixed(3)} (goal ≥ 0.5)`)

await devchain.stop()
await rm(dataDir, { recursive: true, force: true })

async function indexOnce(): Promise<(typeof runs)[number]> {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const db: Kysely<Database> = databaseUrl
    ? await createPostgresSchema(databaseUrl, schema)
    : createDatabase({ kind: 'sqlite', filename: join(dataDir, `${schema}.sqlite`) })
  await migrateToLatest(db)
  // Caught up once the cursor reaches the head: checked when the indexer publishes a range (right after
  // its commit), and by a slow poll for a last range with nothing to publish. A fast poll would compete
  // with the indexer for the database connection and the CPU.
  let caughtUp = () => {}
  const done = new Promise<void>((resolve) => {
    caughtUp = resolve
  })
  const check = async () => {
    const cursor = await db
      .selectFrom('indexer_cursors')
      .select('block_number')
      .where('chain_id', '=', devchain.chainId)
      .executeTakeFirst()
    if ((cursor?.block_number ?? -1) >= head) caughtUp()
  }
  const started = performance.now()
  const indexer = startChainIndexer(
    { db, changes: { publish: check }, now: Date.now, log: { info: () => {}, warn: console.warn } },
    {
      chainId: devchain.chainId,
      rpcUrl: devchain.rpcUrl,
      mode: 'all',
      startBlock: 0,
      confirmations: 0,
      blockRange: 2000,
      pollIntervalMs: 10,
      factories: [safeDeployments.safeProxyFactory],
    },
  )
  const poll = setInterval(() => void check(), 100)
  await done
  const ms = performance.now() - started
  clearInterval(poll)
  await indexer.stop()
  const counts = {
    safes: await count(db, 'safes'),
    executions: await count(db, 'multisig_transactions'),
    transfers: await count(db, 'transfers'),
  }
  await db.destroy()
  if (databaseUrl) await dropSchema(databaseUrl, schema)
  return { ms, counts }
}

async function count(
  db: Kysely<Database>,
  table: 'safes' | 'multisig_transactions' | 'transfers',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

async function createPostgresSchema(url: string, name: string): Promise<Kysely<Database>> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${name}`)
  await admin.end()
  return createDatabase({ kind: 'postgres', connectionString: url, searchPath: name })
}

async function dropSchema(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`DROP SCHEMA ${name} CASCADE`)
  await admin.end()
}
