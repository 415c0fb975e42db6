import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type Devchain, findFreePort, startDevchain } from '@coffer/devchain'
import { afterAll, beforeAll } from 'vitest'
import type { ChainConfigInput, GatewayConfigInput } from '../src/config.ts'
import type { CreateDepsOptions } from '../src/createDeps.ts'
import { type Indexers, startIndexers } from '../src/indexer/startIndexers.ts'
import { createTestApp, type TestApp } from './createTestApp.ts'
import type { TestDatabaseKind } from './testDatabase.ts'

export type TestDevchain = Devchain & {
  /** Stops the node, runs `whileStopped`, then starts it again on the same port with the state it kept. */
  outage(whileStopped: () => Promise<void>): Promise<void>
}

/** A devchain of one test file, in a temp folder that `stop()` removes too. */
async function startTestDevchain(name: string): Promise<TestDevchain> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `coffer-${name}-`))
  const port = await findFreePort()
  let devchain = await startDevchain({ dataDir, port })
  return {
    get rpcUrl() {
      return devchain.rpcUrl
    },
    get chainId() {
      return devchain.chainId
    },
    get demo() {
      return devchain.demo
    },
    async outage(whileStopped) {
      await devchain.stop()
      await whileStopped()
      devchain = await startDevchain({ dataDir, port })
    },
    async stop() {
      await devchain.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The devchain of a test file or describe block: started before its tests, stopped after them (hooks run
 * in stack order, so after the block's own `afterAll`). Its fields exist from the block's first hook on.
 */
export function useTestDevchain(name: string): TestDevchain {
  let devchain: TestDevchain | undefined
  beforeAll(async () => {
    devchain = await startTestDevchain(name)
  })
  afterAll(async () => {
    await devchain?.stop()
  })
  const started = (): TestDevchain => {
    if (!devchain) throw new Error(`The ${name} devchain starts in a beforeAll: read it in a hook or a test`)
    return devchain
  }
  return {
    get rpcUrl() {
      return started().rpcUrl
    },
    get chainId() {
      return started().chainId
    },
    get demo() {
      return started().demo
    },
    outage: (whileStopped) => started().outage(whileStopped),
    stop: () => started().stop(),
  }
}

/** The devchain as the gateway's one chain, indexed every 50 ms so tests wait little. */
export function devchainTestChain(rpcUrl: string): ChainConfigInput {
  return {
    chainId: 31337,
    name: 'Coffer Devchain',
    shortName: 'coffer',
    rpcUrl,
    isTestnet: true,
    l2: true,
    indexer: { pollIntervalMs: 50 },
  }
}

export type IndexedTestApp = {
  t: TestApp
  indexers: Indexers
  /** The listening app's base URL (for the official SDK and fetch). */
  gatewayUrl: string
}

/**
 * A test app on the devchain with its indexer running and listening on a free port: what the database tests
 * of the modules that read a Safe from the chain (proposals, messages, delegates, emails, push) start from.
 */
export async function startIndexedTestApp(
  devchain: Pick<Devchain, 'rpcUrl'>,
  options: CreateDepsOptions & { database: TestDatabaseKind; config?: GatewayConfigInput },
): Promise<IndexedTestApp> {
  const { config, ...depsOptions } = options
  const t = await createTestApp({ ...config, chains: [devchainTestChain(devchain.rpcUrl)] }, depsOptions)
  const indexers = startIndexers(t.deps, { info: () => {}, warn: () => {} })
  await t.app.listen({ host: '127.0.0.1', port: 0 })
  const address = t.app.server.address()
  if (address === null || typeof address === 'string') throw new Error('The gateway is not listening')
  return { t, indexers, gatewayUrl: `http://127.0.0.1:${address.port}` }
}
