/**
 * Benchmark: how many alerts are sent twice when the gateway is killed (SIGKILL) while it delivers. On each
 * database (SQLite; PostgreSQL too when DATABASE_URL is set), a gateway in its own process delivers
 * confirmation requests to a webhook (the test channel of delivery.durability.db.test.ts) that answers after
 * 20–120 ms, as an SMTP server or a push service would. Each round proposes 30 transactions to the demo
 * Safe (two owners to alert each: 60 deliveries), kills the process at a random moment while they go out,
 * and restarts it; after the last round every delivery is waited for (a killed worker's claims come back
 * when their 60 s lease runs out). A duplicate is a delivery the webhook accepted more than once: sent, then
 * killed before its outcome was recorded. Prints deliveries, kills and duplicates per database.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Devchain, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { createDatabase } from '@coffer/gateway'
import { safeAbi } from '@coffer/safe'
import { sql } from 'kysely'
import { createPublicClient, http } from 'viem'
import { z } from 'zod'
import {
  devChainId,
  proposeBody,
  signSafeTx,
} from '../../apps/gateway/src/modules/proposals/testing/proposalFixtures.ts'
import { killHard, spawnGatewayProcess } from '../../apps/gateway/test/spawnGatewayProcess.ts'
import { createTestDatabase, type TestDatabase } from '../../apps/gateway/test/testDatabase.ts'

const rounds = Number(process.env.BENCH_DELIVERY_KILLS ?? 12)
const proposalsPerRound = Number(process.env.BENCH_DELIVERY_PROPOSALS ?? 30)
const childScript = fileURLToPath(
  new URL('../../apps/gateway/src/modules/delivery/testing/runGatewayWithWebhook.ts', import.meta.url),
)
const owner1 = getDevAccount(1)
const owner3 = getDevAccount(3)

const PostSchema = z.object({ eventId: z.number(), recipient: z.string() })

type Receiver = { server: Server; url: string; accepted: Map<string, number> }

/** The far end: accepts every POST after a short wait, and counts what it accepted per delivery. */
async function startReceiver(): Promise<Receiver> {
  const accepted = new Map<string, number>()
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      setTimeout(
        () => {
          const post = PostSchema.parse(JSON.parse(body))
          const key = `${post.eventId}:${post.recipient}`
          accepted.set(key, (accepted.get(key) ?? 0) + 1)
          response.writeHead(200).end()
        },
        20 + Math.random() * 100,
      )
    })
  })
  const port = await findFreePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${port}/`, accepted }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
    await sleep(100)
  }
}

async function measure(kind: 'sqlite' | 'postgres', devchain: Devchain, dir: string) {
  let database: TestDatabase | undefined
  let databaseUrl: string | null = null
  if (kind === 'postgres') {
    database = await createTestDatabase('postgres', { migrate: false })
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
    databaseUrl = `${process.env.DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${rows[0]?.schema}`)}`
  }
  const receiver = await startReceiver()
  const config = {
    port: 0,
    dataDir: join(dir, `gateway-${kind}`),
    databaseUrl,
    logLevel: 'silent',
    chains: [
      {
        chainId: devChainId,
        name: 'Coffer Devchain',
        shortName: 'coffer',
        rpcUrl: devchain.rpcUrl,
        isTestnet: true,
        l2: true,
        indexer: { pollIntervalMs: 50 },
      },
    ],
  }
  const spawn = () =>
    spawnGatewayProcess(config, { script: childScript, env: { COFFER_TEST_WEBHOOK_URL: receiver.url } })
  const safe = devchain.demo.safe
  let gateway = await spawn()
  const observer =
    kind === 'sqlite'
      ? createDatabase({ kind: 'sqlite', filename: join(dir, `gateway-${kind}`, 'coffer.sqlite') })
      : database?.db
  if (!observer) throw new Error('No database to read')
  try {
    await waitUntil('the demo Safe indexed', async () =>
      fetch(`${gateway.url}/v1/chains/${devChainId}/safes/${safe}`)
        .then((response) => response.ok)
        .catch(() => false),
    )
    let nonce = await createPublicClient({ transport: http(devchain.rpcUrl) }).readContract({
      address: safe,
      abi: safeAbi,
      functionName: 'nonce',
    })
    const acceptedTotal = () => [...receiver.accepted.values()].reduce((sum, count) => sum + count, 0)
    for (let round = 0; round < rounds; round++) {
      const before = acceptedTotal()
      const proposals: Promise<void>[] = []
      for (let index = 0; index < proposalsPerRound; index++) {
        const tx = { to: owner3.address, value: 1n, nonce: nonce++ }
        const body = proposeBody(safe, tx, {
          sender: owner1.address,
          signature: await signSafeTx(owner1, safe, tx),
        })
        const url = `${gateway.url}/v1/chains/${devChainId}/transactions/${safe}/propose`
        proposals.push(
          fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then(async (response) => {
            if (!response.ok) throw new Error(`Propose answered ${response.status}: ${await response.text()}`)
          }),
        )
      }
      await Promise.all(proposals)
      // Killed while this round's alerts go out: after the first is accepted, at a random moment.
      await waitUntil('the round delivering', async () => acceptedTotal() > before)
      await sleep(Math.random() * 1_500)
      await killHard(gateway.child)
      gateway = await spawn()
    }
    const expected = rounds * proposalsPerRound * 2
    await waitUntil(
      'every delivery recorded',
      async () => {
        const rows = await observer
          .selectFrom('alert_deliveries')
          .select(['status'])
          .where('channel', '=', 'push')
          .execute()
        return rows.length >= expected && rows.every((row) => row.status === 'delivered')
      },
      300_000,
    )
    const duplicates = [...receiver.accepted.values()].reduce((sum, count) => sum + count - 1, 0)
    return { deliveries: receiver.accepted.size, kills: rounds, duplicates }
  } finally {
    await killHard(gateway.child)
    if (kind === 'sqlite') await observer.destroy()
    await database?.destroy()
    receiver.server.close()
  }
}

const dir = await mkdtemp(join(tmpdir(), 'coffer-bench-delivery-'))
const devchain = await startDevchain({ dataDir: join(dir, 'chain'), port: await findFreePort() })
try {
  const kinds: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']
  for (const kind of kinds) {
    const { deliveries, kills, duplicates } = await measure(kind, devchain, dir)
    const rate = ((duplicates / deliveries) * 100).toFixed(1)
    console.log(
      `delivery duplicates (${kind}): ${duplicates} of ${deliveries} deliveries sent twice over ${kills} kill -9 (${rate} %)`,
    )
  }
} finally {
  await devchain.stop()
  await rm(dir, { recursive: true, force: true })
}
