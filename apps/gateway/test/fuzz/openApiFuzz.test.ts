import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { devRelayerKey } from '../../src/modules/relay/testing/buildSignedExecTransaction.ts'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../startGatewayOnDevchain.ts'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '../testDatabase.ts'
import { buildFuzzContext } from './buildFuzzContext.ts'
import { checkFuzzOutcome } from './checkFuzzOutcome.ts'
import { type FuzzContext, type FuzzRequest, generateFuzzRequest } from './generateFuzzRequest.ts'
import { checkHostileJsonOutcome, generateHostileJsonRequests } from './generateHostileJsonRequests.ts'
import { generateSweepRequests } from './generateSweepRequests.ts'
import { type FuzzOperation, parseOpenApiOperations } from './parseOpenApiOperations.ts'
import { type FuzzOutcome, sendFuzzRequest } from './sendFuzzRequest.ts'

/**
 * Fuzzes every operation of the gateway's own OpenAPI description against a real gateway on a real anvil.
 * First a sweep: every parameter and top-level body field gets each of a few nasty values once, all else
 * valid, and every write route gets invalid JSON and JSON naming `__proto__` (a 400 from the funnel). Then random requests from a seeded PRNG: valid and broken path parameters, query strings, JSON
 * bodies derived from the schemas (and from valid signed examples) with mutations, other methods and
 * content types. Fails on any 5xx, any answer without the security headers, and any request left without
 * an answer. On SQLite, and on PostgreSQL too when DATABASE_URL is set.
 *
 *   FUZZ_SEED=<n>         the run's seed (default below); each random request's own seed derives from it
 *   FUZZ_REQUESTS=<n>     how many random requests (default 3,000 on SQLite, a third of that on PostgreSQL)
 *   FUZZ_ONLY=<id,…>      send only these requests (`12` random, `sweep-40` the sweep's): what a failure prints
 *   FUZZ_LOG_LEVEL=error  let the gateway log, to see the stack behind a 500
 *   FUZZ_VERBOSE=1        print the statuses each operation answered (how deep the requests got)
 */
const EnvSchema = z.object({
  FUZZ_SEED: z.coerce.number().int().nonnegative().default(20_261_125),
  FUZZ_REQUESTS: z.coerce.number().int().positive().default(3000),
  FUZZ_ONLY: z
    .string()
    .regex(/^(\d+|sweep-\d+)(,(\d+|sweep-\d+))*$/)
    .transform((list) => list.split(','))
    .optional(),
  FUZZ_LOG_LEVEL: z.enum(['error', 'warn', 'info', 'debug']).optional(),
  FUZZ_VERBOSE: z.literal('1').optional(),
})
const env = EnvSchema.parse(process.env)

/** Requests in flight at once: enough to keep a 2-core machine busy, few enough not to time out. */
const concurrency = 4
/** No answer within this is a hang (an event stream counts as answered once its headers are in). */
const timeoutMs = 10_000

type Failure = { request: FuzzRequest; outcome: FuzzOutcome; problems: string[] }

const databases: TestDatabaseKind[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

describe.each(databases)('OpenAPI fuzz on %s', (database) => {
  let gatewayOnDevchain: GatewayOnDevchain
  let testDatabase: TestDatabase | undefined
  let operations: FuzzOperation[]
  let context: FuzzContext

  beforeAll(async () => {
    testDatabase =
      database === 'postgres' ? await createTestDatabase('postgres', { migrate: false }) : undefined
    gatewayOnDevchain = await startGatewayOnDevchain(`fuzz-${database}`, {
      // Email on (an SMTP server nobody serves: the port 9 discard), so the email routes are fuzzed past
      // their "email is off" refusal.
      config: {
        smtpUrl: 'smtp://127.0.0.1:9',
        ...(env.FUZZ_LOG_LEVEL ? { logLevel: env.FUZZ_LOG_LEVEL } : {}),
      },
      chain: { relay: { privateKey: devRelayerKey() } },
      options: testDatabase ? { db: testDatabase.db } : {},
    })
    const document = await fetch(`${gatewayOnDevchain.gateway.url}/docs/json`)
    operations = parseOpenApiOperations(await document.json())
    context = await buildFuzzContext(gatewayOnDevchain)
  }, 120_000)

  afterAll(async () => {
    await gatewayOnDevchain?.close()
    await testDatabase?.destroy()
  })

  it('answers every request, never with a 5xx, always with the security headers', async () => {
    const count = database === 'sqlite' ? env.FUZZ_REQUESTS : Math.ceil(env.FUZZ_REQUESTS / 3)
    const values = generateSweepRequests(operations, context)
    const hostile = generateHostileJsonRequests(operations, context, values.length)
    const sweep = [...values, ...hostile]
    const ids = env.FUZZ_ONLY ?? [
      ...sweep.map((request) => request.id),
      ...Array.from({ length: count }, (_, index) => String(index)),
    ]
    const requestFor = (id: string): FuzzRequest => {
      if (!id.startsWith('sweep-'))
        return generateFuzzRequest(operations, context, { seed: env.FUZZ_SEED, index: Number(id) })
      const request = sweep[Number(id.slice('sweep-'.length))]
      if (!request) throw new Error(`The sweep has no request ${id}`)
      return request
    }
    const failures: Failure[] = []
    const statuses = new Map<number, number>()
    const byOperation = new Map<string, Map<number, number>>()

    let next = 0
    const worker = async () => {
      while (next < ids.length) {
        const request = requestFor(ids[next++] ?? '')
        const outcome = await sendFuzzRequest(gatewayOnDevchain.gateway.url, request, { timeoutMs })
        if (outcome.kind === 'response') {
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
          const counts = byOperation.get(request.operation) ?? new Map<number, number>()
          counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1)
          byOperation.set(request.operation, counts)
        }
        const problems = [
          ...checkFuzzOutcome(outcome),
          ...(hostile.includes(request) ? checkHostileJsonOutcome(outcome) : []),
        ]
        if (problems.length > 0) failures.push({ request, outcome, problems })
      }
    }
    const started = performance.now()
    await Promise.all(Array.from({ length: concurrency }, worker))
    const seconds = ((performance.now() - started) / 1000).toFixed(1)

    const formatStatuses = (counts: Map<number, number>) =>
      [...counts]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(' ')
    console.log(
      `OpenAPI fuzz (${database}): ${ids.length} requests (${env.FUZZ_ONLY ? 'FUZZ_ONLY' : `a sweep of ${sweep.length}, ${count} random`}) ` +
        `over ${operations.length} operations in ${seconds} s, ` +
        `seed ${env.FUZZ_SEED}; ${formatStatuses(statuses)}`,
    )
    if (env.FUZZ_VERBOSE)
      for (const [operation, counts] of [...byOperation].sort(([a], [b]) => a.localeCompare(b)))
        console.log(`  ${operation}: ${formatStatuses(counts)}`)
    const report = failures
      .sort((a, b) => ids.indexOf(a.request.id) - ids.indexOf(b.request.id))
      .slice(0, 30)
      .map((failure) => describeFailure(gatewayOnDevchain.gateway.url, failure))
      .join('\n\n')
    expect(failures.length, `${failures.length} failing requests; the first ones:\n\n${report}`).toBe(0)
  }, 600_000)
})

/** Everything needed to see the failure again: the seed and id, the request in full, the answer. */
function describeFailure(baseUrl: string, { request, outcome, problems }: Failure): string {
  const body =
    request.body === null
      ? ''
      : request.body.length > 2000
        ? `${request.body.slice(0, 2000)}… (${request.body.length} characters)`
        : request.body
  const answer =
    outcome.kind === 'response'
      ? `→ ${outcome.status} in ${outcome.ms} ms, headers ${JSON.stringify(outcome.headers)}\n  ${outcome.body.slice(0, 1000)}`
      : `→ ${outcome.reason} (${outcome.ms} ms)`
  return [
    `#${request.id} ${problems.join(', ')} — FUZZ_SEED=${env.FUZZ_SEED} FUZZ_ONLY=${request.id} (${request.operation})`,
    `  ${request.method} ${baseUrl}${request.target}`,
    `  headers ${JSON.stringify(request.headers)}${request.bodyEncoding === 'latin1' ? ' (body bytes as latin1)' : ''}`,
    body ? `  body ${body}` : '  no body',
    `  notes: ${request.notes.join('; ')}`,
    `  ${answer}`,
  ].join('\n')
}
