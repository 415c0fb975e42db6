import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { createDevchainClient } from './createDevchainClient.ts'
import type { DemoDeployment } from './demoDeployment.ts'
import { seedDevchain } from './seedDevchain.ts'
import { seedSteps } from './seedSteps.ts'
import { startAnvil } from './startAnvil.ts'

export type StartDevchainOptions = {
  /** Holds `chain.json`, anvil's state: the chain survives restarts with the same directory. */
  dataDir: string
  /** Default 127.0.0.1. */
  host?: string
  /** Default 8545. anvil cannot pick a free port itself: tests pass `await findFreePort()`. */
  port?: number
  /** Default 31337 (the Safe singleton factory has a presigned deployment for it). */
  chainId?: number
  log?: (line: string) => void
}

export type Devchain = {
  rpcUrl: string
  chainId: number
  demo: DemoDeployment
  /** Stops anvil and waits until it has written its state. Safe to call more than once. */
  stop(): Promise<void>
}

export const DEVCHAIN_DEFAULTS = { host: '127.0.0.1', port: 8545, chainId: 31337 } as const

/**
 * Starts the local chain: anvil with its state in `dataDir`, seeded with the canonical Safe 1.4.1
 * contracts, Zodiac's recovery contracts, demo tokens and a funded demo Safe. The first start seeds;
 * a later one completes a seed that was stopped halfway and otherwise sends nothing.
 */
export async function startDevchain({
  dataDir,
  host = DEVCHAIN_DEFAULTS.host,
  port = DEVCHAIN_DEFAULTS.port,
  chainId = DEVCHAIN_DEFAULTS.chainId,
  log = () => {},
}: StartDevchainOptions): Promise<Devchain> {
  await mkdir(dataDir, { recursive: true })
  const startedAt = performance.now()
  const anvil = await startAnvil({ host, port, chainId, statePath: join(dataDir, 'chain.json'), log })
  try {
    const client = createDevchainClient({ chainId, rpcUrl: anvil.rpcUrl })
    const { demo, ran } = await seedDevchain(client, { log })
    const ms = Math.round(performance.now() - startedAt)
    const how =
      ran.length === 0 ? 'restored' : ran.length === seedSteps.length ? 'seeded' : 'finished seeding'
    log(`devchain: ${how} chain ${chainId} at ${anvil.rpcUrl} in ${ms} ms`)
    return { rpcUrl: anvil.rpcUrl, chainId, demo, stop: anvil.stop }
  } catch (error) {
    await anvil.stop()
    throw error
  }
}
