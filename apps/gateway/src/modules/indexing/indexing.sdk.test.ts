import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Devchain, findFreePort, getDevAccount, startDevchain } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { getIndexingStatus, setBaseUrl } from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StartedGateway, startGateway } from '../../startGateway.ts'
import { IndexingStatusSchema } from './indexing.schema.ts'

// The whole wiring: startGateway runs the indexer, the official SDK reads its status.
describe('indexing status through the official SDK, with the gateway indexing a real anvil', () => {
  let dir: string
  let devchain: Devchain
  let gateway: StartedGateway

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-indexing-sdk-'))
    devchain = await startDevchain({ dataDir: path.join(dir, 'chain'), port: await findFreePort() })
    gateway = await startGateway({
      port: 0,
      dataDir: path.join(dir, 'gateway'),
      logLevel: 'silent',
      chains: [
        {
          chainId: devchain.chainId,
          name: 'Coffer Devchain',
          shortName: 'coffer',
          rpcUrl: devchain.rpcUrl,
          isTestnet: true,
          l2: true,
        },
      ],
    })
    setBaseUrl(gateway.url)
  })
  afterAll(async () => {
    await gateway?.close()
    await devchain?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('is synced once the gateway has read the chain, and follows new blocks', async () => {
    const waitSynced = async (block: bigint) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        const status = await getIndexingStatus('31337')
        const raw = IndexingStatusSchema.parse(
          await (await fetch(`${gateway.url}/v1/chains/31337/about/indexing`)).json(),
        )
        if (status.synced && raw.erc20BlockNumber >= Number(block)) return raw
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error('never synced')
    }
    const { receipt } = await execSafeTransaction({
      rpcUrl: devchain.rpcUrl,
      safe: devchain.demo.safe,
      tx: { to: getDevAccount(5).address, value: 1n },
      signers: [getDevAccount(1), getDevAccount(2)],
      executor: getDevAccount(0),
    })
    const started = Date.now()
    const status = await waitSynced(receipt.blockNumber)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(status).toMatchObject({
      synced: true,
      currentBlockNumber: Number(receipt.blockNumber),
      erc20BlockNumber: Number(receipt.blockNumber),
      masterCopiesSynced: true,
    })
    expect(status.lastSync).toBeGreaterThan(Date.UTC(2020, 0, 1))
  })
})
