import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChildProcessDatabase } from '../../../test/childProcessDatabase.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { childGatewayConfig, killHard, spawnGatewayProcess } from '../../../test/spawnGatewayProcess.ts'
import { type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { createDatabase } from '../../db/database.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from '../proposals/testing/proposalFixtures.ts'

const childScript = fileURLToPath(new URL('./testing/runGatewayWithWebhook.ts', import.meta.url))
const [owner1, owner2, owner3] = [getDevAccount(1), getDevAccount(2), getDevAccount(3)]

type Received = { eventId: number; recipient: string; attempt: number; answered: number }

/** The far end of the webhook channel: answers `status()` and records every POST. */
async function startReceiver(
  status: () => number,
): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8')
    })
    request.on('end', () => {
      const answered = status()
      const parsed: { eventId: number; recipient: string; attempt: number } = JSON.parse(body)
      received.push({ ...parsed, answered })
      response.writeHead(answered).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, url: `http://127.0.0.1:${port}/`, received }
}

describe.each(testDatabaseKinds)(
  'an alert survives kill -9 between its change and its delivery (%s)',
  (kind) => {
    const devchain = useTestDevchain('delivery-kill')
    let dir: string
    let database: TestDatabase | undefined
    let child: ChildProcess | undefined
    let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'coffer-delivery-kill-'))
    })
    afterAll(async () => {
      if (child) await killHard(child)
      receiver?.server.close()
      await database?.destroy()
      await rm(dir, { recursive: true, force: true })
    })

    it('is delivered once to each owner who has not signed, after a restart', async () => {
      let up = false
      receiver = await startReceiver(() => (up ? 200 : 503))
      const { url, database: childDatabase } = await createChildProcessDatabase(kind)
      database = childDatabase
      const config = childGatewayConfig({ dir, rpcUrl: devchain.rpcUrl, databaseUrl: url })
      const spawn = () =>
        spawnGatewayProcess(config, {
          script: childScript,
          env: { COFFER_TEST_WEBHOOK_URL: receiver?.url ?? '' },
        })
      const safe = devchain.demo.safe
      const first = await spawn()
      child = first.child
      await waitForSafeIndexed(first.url, devChainId, safe)
      const nonce = await createPublicClient({ transport: http(devchain.rpcUrl) }).readContract({
        address: safe,
        abi: safeAbi,
        functionName: 'nonce',
      })
      const tx = { to: owner3.address, value: 1n, nonce }
      const response = await fetch(`${first.url}/v1/chains/${devChainId}/transactions/${safe}/propose`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          proposeBody(safe, tx, { sender: owner1.address, signature: await signSafeTx(owner1, safe, tx) }),
        ),
      })
      expect(response.ok).toBe(true)
      const observer =
        kind === 'sqlite'
          ? createDatabase({ kind: 'sqlite', filename: path.join(dir, 'gateway', 'coffer.sqlite') })
          : database?.db
      if (!observer) throw new Error('No database to read')
      try {
        // The demo chain's own history (funding, set-up) is minutes old and alerts too; this test follows
        // the proposal's alert only.
        const request = await waitFor(
          async () => {
            const events = await observer
              .selectFrom('alert_events')
              .select(['id', 'payload'])
              .orderBy('id')
              .execute()
            return events.find((e) => e.payload.includes('CONFIRMATION_REQUEST'))
          },
          { what: 'the confirmation request in the outbox' },
        )
        expect(JSON.parse(request.payload)).toEqual({
          type: 'CONFIRMATION_REQUEST',
          safeTxHash: safeTxHashOf(safe, tx),
        })
        const mine = () => (receiver?.received ?? []).filter((r) => r.eventId === request.id)
        // The worker tried and the far end was down: the alert waits in the database when the process dies.
        await waitFor(async () => mine().length >= 2, { what: 'the first tries' })
        await killHard(first.child)

        up = true
        const second = await spawn()
        child = second.child
        const recipients = [owner2.address, owner3.address].sort()
        const recorded = () =>
          observer
            .selectFrom('alert_deliveries')
            .select(['recipient', 'status'])
            .where('event_id', '=', request.id)
            .orderBy('recipient')
            .execute()
        await waitFor(async () => (await recorded()).every((row) => row.status === 'delivered'), {
          what: 'the deliveries recorded after the restart',
          // A restart on a loaded machine, then the 5 s backoff of the failed first try.
          timeoutMs: 90_000,
        }).catch(async (error: unknown) => {
          const rows = await observer
            .selectFrom('alert_deliveries')
            .selectAll()
            .where('event_id', '=', request.id)
            .execute()
          // What the database and the far end saw, to tell a slow restart from a lost delivery.
          throw new Error(
            `${String(error)}; deliveries ${JSON.stringify(rows)}; webhook ${JSON.stringify(mine())}`,
            {
              cause: error,
            },
          )
        })
        expect(await recorded()).toEqual(recipients.map((recipient) => ({ recipient, status: 'delivered' })))
        const delivered = mine().filter((r) => r.answered === 200)
        expect(delivered.map((r) => r.recipient).sort()).toEqual(recipients)
      } finally {
        if (kind === 'sqlite') await observer.destroy()
      }
    }, 240_000)
  },
)
