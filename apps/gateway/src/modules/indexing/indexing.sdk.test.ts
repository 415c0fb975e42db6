import { type Devchain, getDevAccount } from '@coffer/devchain'
import { execSafeTransaction } from '@coffer/devchain/testing'
import { getIndexingStatus } from '@safe-global/safe-gateway-typescript-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayOnDevchain, startGatewayOnDevchain } from '../../../test/startGatewayOnDevchain.ts'
import type { StartedGateway } from '../../startGateway.ts'
import { IndexingStatusSchema } from './indexing.schema.ts'

// The whole wiring: startGateway runs the indexer, the official SDK reads its status.
describe('indexing status through the official SDK, with the gateway indexing a real anvil', () => {
  let devchain: Devchain
  let gateway: StartedGateway
  let started: GatewayOnDevchain | undefined

  beforeAll(async () => {
    started = await startGatewayOnDevchain('indexing-sdk')
    ;({ devchain, gateway } = started)
  })
  afterAll(async () => {
    await started?.close()
  })

  it('is synced once the gateway has read the chain, and follows new blocks', async () => {
    const waitSynced = async (block: bigint) => {
      // How fast it syncs is bench/'s to measure; this only waits for it.
      for (let attempt = 0; attempt < 1_200; attempt++) {
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
    const status = await waitSynced(receipt.blockNumber)
    expect(status).toMatchObject({
      synced: true,
      currentBlockNumber: Number(receipt.blockNumber),
      erc20BlockNumber: Number(receipt.blockNumber),
      masterCopiesSynced: true,
    })
    expect(status.lastSync).toBeGreaterThan(Date.UTC(2020, 0, 1))
  })
})
