import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { getDevAccount } from '@coffer/devchain'
import { safeAbi } from '@coffer/safe'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../../test/devchainTestApp.ts'
import { childGatewayConfig, killHard, spawnGatewayProcess } from '../../../test/spawnGatewayProcess.ts'
import { waitForSafeIndexed } from '../../../test/waitForSafeIndexed.ts'
import { devChainId, proposeBody, safeTxHashOf, signSafeTx } from './testing/proposalFixtures.ts'

describe('a proposal answered 200 survives kill -9 of the gateway', () => {
  const devchain = useTestDevchain('proposals-kill')
  let dir: string
  let child: ChildProcess | undefined

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-proposals-kill-'))
  })

  afterAll(async () => {
    if (child) await killHard(child)
    await rm(dir, { recursive: true, force: true })
  })

  it('keeps the transaction and its signature after a SIGKILL right after the answer', async () => {
    const config = childGatewayConfig({ dir, rpcUrl: devchain.rpcUrl })
    const safe = devchain.demo.safe
    const first = await spawnGatewayProcess(config)
    child = first.child
    await waitForSafeIndexed(first.url, devChainId, safe)
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

    const second = await spawnGatewayProcess(config)
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
