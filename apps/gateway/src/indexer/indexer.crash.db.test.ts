import { getDevAccount } from '@coffer/devchain'
import { createTestSafe, execSafeTransaction, mintDemoToken } from '@coffer/devchain/testing'
import { safeDeployments } from '@coffer/safe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useTestDevchain } from '../../test/devchainTestApp.ts'
import { killHard } from '../../test/spawnGatewayProcess.ts'
import { startTestChainIndexer } from '../../test/startTestChainIndexer.ts'
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../test/testDatabase.ts'
import {
  dumpIndexedTables,
  findCursorBlock,
  getHeadNumber,
  spawnIndexer,
  waitFor,
  waitForIndexedHead,
} from './testing/indexerHarness.ts'

const chainId = 31337
const account = getDevAccount

describe.each(testDatabaseKinds)('indexer killed with SIGKILL mid-range (%s)', (kind) => {
  const devchain = useTestDevchain('indexer-crash')
  const databases: TestDatabase[] = []

  beforeAll(async () => {
    // ~70 blocks of Safe activity: creations, executions with confirmations, transfers in and out.
    const rpcUrl = devchain.rpcUrl
    const { safe: second } = await createTestSafe({
      rpcUrl,
      sender: account(0),
      owners: [account(1).address, account(2).address],
      threshold: 1,
      saltNonce: 1n,
    })
    for (let round = 0; round < 20; round++) {
      await mintDemoToken({
        rpcUrl,
        from: account(0),
        token: devchain.demo.token,
        to: second,
        amount: BigInt(round + 1),
      })
      await execSafeTransaction({
        rpcUrl,
        safe: devchain.demo.safe,
        tx: { to: second, value: BigInt(round + 1) },
        signers: [account(1), account(2)],
        executor: account(0),
      })
      if (round % 5 === 0)
        await createTestSafe({
          rpcUrl,
          sender: account(0),
          owners: [account(3).address],
          threshold: 1,
          saltNonce: BigInt(100 + round),
          singleton: round % 10 === 0 ? safeDeployments.safe : safeDeployments.safeL2,
        })
    }
  })
  afterAll(async () => {
    for (const database of databases) await database.destroy()
  })

  it('resumes from the cursor and ends with the same tables as a clean reindex', async () => {
    const crashed = await createTestDatabase(kind)
    const clean = await createTestDatabase(kind)
    databases.push(crashed, clean)
    const head = await getHeadNumber(devchain.rpcUrl)

    const target = Math.floor(head / 4)
    for (const stopAt of [target, target * 2]) {
      const child = await spawnIndexer(crashed.db, { kind, rpcUrl: devchain.rpcUrl, chainId, blockRange: 3 })
      await waitFor(async () => ((await findCursorBlock(crashed.db, chainId)) ?? -1) >= stopAt, {
        what: `the child to pass block ${stopAt}`,
      })
      await killHard(child)
    }
    const cursorAfterKills = (await findCursorBlock(crashed.db, chainId)) ?? -1
    expect(cursorAfterKills).toBeGreaterThan(0)
    expect(cursorAfterKills).toBeLessThan(head)

    for (const [database, blockRange] of [
      [crashed, 3],
      [clean, 2000],
    ] as const) {
      const indexer = startTestChainIndexer(database.db, { rpcUrl: devchain.rpcUrl, blockRange })
      await waitForIndexedHead(database.db, { chainId, rpcUrl: devchain.rpcUrl, timeoutMs: 40_000 })
      await indexer.stop()
    }

    const [crashedDump, cleanDump] = await Promise.all([
      dumpIndexedTables(crashed.db),
      dumpIndexedTables(clean.db),
    ])
    expect(cleanDump.multisig_transactions).toHaveLength(20)
    expect(cleanDump.safes).toHaveLength(6)
    expect(crashedDump).toEqual(cleanDump)
  }, 120_000)
})
