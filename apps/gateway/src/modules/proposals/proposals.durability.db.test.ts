import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Devchain, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitFor } from '../../indexer/testing/indexerHarness.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from './testing/proposalFixtures.ts'

const childScript = fileURLToPath(new URL('./testing/runGatewayProcess.ts', import.meta.url))

/** Starts the gateway in a child process and resolves with it and its URL once it listens. */
async function spawnGateway(config: unknown): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', childScript], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...process.env, COFFER_TEST_GATEWAY_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The gateway process exited (${code})`)))
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()))
  })
  return { child, url }
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

describe('a proposal answered 200 survives kill -9 of the gateway', () => {
  let dir: string
  let devchain: Devchain
  let child: ChildProcess | undefined

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-proposals-kill-'))
    devchain = await startDevchain({ dataDir: path.join(dir, 'chain'), port: await findFreePort() })
  })

  afterAll(async () => {
    if (child) await killHard(child)
    await devchain?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps the transaction and its signature after a SIGKILL right after the answer', async () => {
    const config = {
      port: 0,
      dataDir: path.join(dir, 'gateway'),
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
    const safe = devchain.demo.safe
    const first = await spawnGateway(config)
    child = first.child
    await waitFor(async () => (await fetch(`${first.url}/v1/chains/${devChainId}/safes/${safe}`)).ok, {
      what: 'the demo Safe indexed',
    })
    const client = createPublicClient({ transport: http(devchain.rpcUrl) })
    const nonce = await client.readContract({ address: safe, abi: safeAbi, functionName: 'nonce' })
    const owner = getDevAccount(1)
    const tx = { to: owner.address, value: 5n, nonce }
    const signature = await signSafeTx(owner, safe, tx)
    const response = await fetch(`${first.url}/v1/chains/${devChainId}/transactions/${safe}/propose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(proposeBody(safe, tx, { sender: owner.address, signature })),
    })
    expect(response.status).toBe(200)
    await killHard(first.child)

    const second = await spawnGateway(config)
    child = second.child
    const details = await fetch(
      `${second.url}/v1/chains/${devChainId}/transactions/${safeTxHashOf(safe, tx)}`,
    )
    expect(details.status).toBe(200)
    expect(await details.json()).toMatchObject({
      detailedExecutionInfo: {
        nonce: Number(nonce),
        proposer: { value: owner.address },
        confirmations: [{ signer: { value: owner.address }, signature }],
      },
    })
  }, 60_000)
})
