/**
 * Benchmark: what a hostile write costs the gateway once it is bounded, beside a tiny one of the same
 * route (issue 20, items 6 and 7).
 *
 * Set-up: the local chain and a gateway in this process (SQLite, HTTP). Each request is sent alone, one
 * after another, and timed from the client (median of a few rounds):
 * - messages: a tiny typed data (refused after its hash, by its signature), the probe's 25,000-element
 *   `uint256[]` (65 KB, refused while it is read), and one just inside the bounds (1,000 values);
 * - push registration: one Safe, unsigned (stored), the probe's 50 chains × 20 Safes × 10 signatures
 *   (115 KB, 413), one chain's 500 Safes × 10 signatures (24 KB, 422), and the largest accepted (50 chains
 *   × 10 Safes, one signature each: 500 subscriptions, 5,500 rows);
 * - a read beside them: `GET /v1/chains/31337` alone, and while 8 clients send the hostile requests.
 * It prints figures; it never fails on a number.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { devchainChainConfig, startGateway } from '@coffer/gateway'
import { type Address, getAddress } from 'viem'
import { getRegistrationHash } from '../../apps/gateway/src/modules/notifications/recoverRegistrationSigner.ts'
import { createTestPushSubscription } from '../../apps/gateway/test/push/createTestPushSubscription.ts'
import { median, percentile } from './median.ts'

const rounds = Number(process.env.BENCH_ROUNDS ?? 7)
const readsPerRound = 50
const signer = getDevAccount(4)
const anySignature = `0x${'11'.repeat(64)}1b`

type Request = { method: string; path: string; body?: unknown }
type Timed = { label: string; request: () => Request; expected: number }

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-hostile-'))
const devchain = await startDevchain({ dataDir: join(dataDir, 'chain'), port: await findFreePort() })
try {
  const gateway = await startGateway({
    port: 0,
    dataDir,
    logLevel: 'silent',
    chains: [{ ...devchainChainConfig, rpcUrl: devchain.rpcUrl }],
    push: { serviceOrigins: ['http://127.0.0.1:9'] },
  })
  try {
    await measure(gateway.url, devchain.demo.safe)
  } finally {
    await gateway.close()
  }
} finally {
  await devchain.stop()
  await rm(dataDir, { recursive: true, force: true })
}

async function measure(baseUrl: string, safe: Address): Promise<void> {
  const send = async ({ method, path, body }: Request): Promise<{ status: number; ms: number }> => {
    const started = performance.now()
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : {
            body: typeof body === 'string' ? body : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          }),
    })
    await res.arrayBuffer()
    return { status: res.status, ms: performance.now() - started }
  }
  const messages = `/v1/chains/31337/safes/${safe}/messages`
  const typed = (values: number) => ({
    message: {
      types: { Batch: [{ name: 'values', type: 'uint256[]' }] },
      domain: { name: 'bench', chainId: 31337 },
      message: { values: Array.from({ length: values }, (_, index) => index % 10) },
    },
    signature: anySignature,
  })
  const token = JSON.stringify(createTestPushSubscription('http://127.0.0.1:9/push').json)
  const registration = (entries: { chainId: string; safes: string[]; signatures: string[] }[]) => ({
    uuid: crypto.randomUUID(),
    cloudMessagingToken: token,
    buildNumber: '1',
    bundle: 'bench',
    version: '1',
    deviceType: 'WEB',
    timestamp: String(Math.floor(Date.now() / 1000)),
    safeRegistrations: entries,
  })
  const safesOf = (chain: number, count: number) =>
    Array.from({ length: count }, (_, index) =>
      getAddress(`0x${(chain * 1000 + index + 1).toString(16).padStart(40, '0')}`),
    )
  const register = (body: unknown): Request => ({ method: 'POST', path: '/v1/register/notifications', body })
  const largestRegistration = async (): Promise<unknown> => {
    const body = registration([])
    for (let chain = 1; chain <= 50; chain++) {
      const safes = safesOf(chain, 10)
      const hash = getRegistrationHash({
        timestamp: body.timestamp,
        uuid: body.uuid,
        cloudMessagingToken: token,
        safes,
      })
      body.safeRegistrations.push({
        chainId: String(chain),
        safes,
        signatures: [await signer.signMessage({ message: { raw: hash } })],
      })
    }
    return body
  }
  // Signed ahead: the signing is the client's time, not the gateway's.
  const largest = await Promise.all(Array.from({ length: rounds }, largestRegistration))

  // Built once, as text: the gateway shares this process, and the client's work must not weigh on it.
  const hostileMessageBody = JSON.stringify(typed(25_000))
  const hostileMessage = (): Request => ({ method: 'POST', path: messages, body: hostileMessageBody })
  const probeRegistrationBody = JSON.stringify(
    registration(
      Array.from({ length: 50 }, (_, index) => ({
        chainId: String(index + 1),
        safes: safesOf(index + 1, 20),
        signatures: Array.from({ length: 10 }, () => anySignature),
      })),
    ),
  )
  const probeRegistration = (): Request => register(probeRegistrationBody)
  const tinyMessageBody = JSON.stringify(typed(1))
  const tinyMessage = (): Request => ({ method: 'POST', path: messages, body: tinyMessageBody })
  const cases: Timed[] = [
    {
      label: 'message: tiny typed data',
      request: tinyMessage,
      expected: 422,
    },
    { label: 'message: 25,000-element uint256[]', request: hostileMessage, expected: 422 },
    {
      label: 'message: 1,000-element uint256[]',
      request: () => ({ method: 'POST', path: messages, body: typed(1000) }),
      expected: 422,
    },
    {
      label: 'registration: one Safe, unsigned',
      request: () => register(registration([{ chainId: '1', safes: safesOf(1, 1), signatures: [] }])),
      expected: 200,
    },
    { label: 'registration: 50 × 20 Safes × 10 signatures', request: probeRegistration, expected: 413 },
    {
      label: 'registration: 500 Safes × 10 signatures',
      request: () =>
        register(
          registration([
            {
              chainId: '1',
              safes: safesOf(1, 500),
              signatures: Array.from({ length: 10 }, () => anySignature),
            },
          ]),
        ),
      expected: 422,
    },
    {
      label: 'registration: the largest accepted (5,500 rows)',
      request: () => register(largest.pop()),
      expected: 200,
    },
  ]

  const times = new Map(cases.map((entry) => [entry.label, [] as number[]]))
  for (let round = 0; round < rounds; round++)
    for (const entry of cases) {
      const { status, ms } = await send(entry.request())
      if (status !== entry.expected)
        console.log(`  ${entry.label}: answered ${status}, expected ${entry.expected}`)
      times.get(entry.label)?.push(ms)
    }
  console.log(`Hostile writes, each alone (median of ${rounds}, ms, client side):`)
  for (const [label, values] of times) console.log(`  ${label.padEnd(50)} ${median(values).toFixed(1)}`)

  const read = (): Request => ({ method: 'GET', path: '/v1/chains/31337' })
  const readTimes = async () => {
    const values: number[] = []
    for (let index = 0; index < readsPerRound; index++) values.push((await send(read())).ms)
    return values
  }
  await readTimes()
  const alone = await readTimes()
  let flooding = true
  const besideFlood = async (request: () => Request) => {
    flooding = true
    const flood = async () => {
      while (flooding) await send(request())
    }
    const floods = Array.from({ length: 8 }, flood)
    const values = await readTimes()
    flooding = false
    await Promise.all(floods)
    return values
  }
  const besideTiny = await besideFlood(tinyMessage)
  let turn = 0
  const besideHostile = await besideFlood(() => (turn++ % 2 === 0 ? hostileMessage() : probeRegistration()))
  const describe = (values: number[]) =>
    `median ${median(values).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`
  console.log(`A read (GET /v1/chains/31337), ${readsPerRound} in a row:`)
  console.log(`  alone                                              ${describe(alone)}`)
  console.log(`  while 8 clients send tiny typed data              ${describe(besideTiny)}`)
  console.log(`  while 8 clients send the two hostile requests     ${describe(besideHostile)}`)
}
