import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChildProcessDatabase } from '../../../test/childProcessDatabase.ts'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { childGatewayConfig, killHard, spawnGatewayProcess } from '../../../test/spawnGatewayProcess.ts'
import { type TestDatabase, testDatabaseKinds } from '../../../test/testDatabase.ts'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId } from '../proposals/testing/proposalFixtures.ts'
import { messageHashOf, signMessageAs } from './testing/messageFixtures.ts'

describe.each(testDatabaseKinds)('a message answered 202 survives kill -9 of the gateway (%s)', (kind) => {
  const devchain = useTestDevchain('messages-kill')
  let dir: string
  let database: TestDatabase | undefined
  let child: ChildProcess | undefined

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-messages-kill-'))
  })

  afterAll(async () => {
    if (child) await killHard(child)
    await database?.destroy()
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps the message and its signature after a SIGKILL right after the answer', async () => {
    const { url, database: childDatabase } = await createChildProcessDatabase(kind)
    database = childDatabase
    const config = childGatewayConfig({ dir, rpcUrl: devchain.rpcUrl, databaseUrl: url })
    const safe = devchain.demo.safe
    const owner = getDevAccount(1)
    const target = { safe, message: 'written before the answer' }
    const signature = await signMessageAs(owner, target)
    const first = await spawnGatewayProcess(config)
    child = first.child
    const response = await fetch(`${first.url}/v1/chains/${devChainId}/safes/${safe}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: target.message, signature }),
    })
    expect(response.status).toBe(202)
    await killHard(first.child)

    const second = await spawnGatewayProcess(config)
    child = second.child
    const message = await waitFor(
      async () => {
        const read = await fetch(`${second.url}/v1/chains/${devChainId}/messages/${messageHashOf(target)}`)
        return read.ok ? read.json() : undefined
      },
      { what: 'the message read back' },
    )
    expect(message).toMatchObject({
      message: target.message,
      proposedBy: { value: owner.address },
      confirmations: [{ owner: { value: owner.address }, signature }],
    })
  }, 60_000)
})
