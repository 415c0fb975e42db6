import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DemoDeployment } from '@coffer/devchain'
import type { GatewayConfigInput } from '@coffer/gateway'
import { type Hex, hexToNumber, isHex } from 'viem'
import { z } from 'zod'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { ARTIFACTS_DIR } from './screenshot.ts'

type Coffer = Awaited<ReturnType<typeof startCoffer>>

export class ProductStartError extends Error {
  override name = 'ProductStartError'
}

export type Product = {
  webUrl: string
  rpcUrl: string
  safeAppsUrl: string
  /**
   * The built-in mail catcher's page (its JSON at `/messages.json`), where every email this product sends
   * lands; undefined when the environment names an SMTP server (COFFER_SMTP_URL).
   */
  mailCatcherUrl: string | undefined
  /** The local chain's id, read from the node (31337 by default). */
  chainId: number
  /** The local chain's EIP-3770 prefix, e.g. `coffer` in `coffer:0x…`. */
  chainShortName: string
  demo: DemoDeployment
  dataDir: string
  /** Everything the product logged so far; also written next to the screenshots on stop. */
  logs: readonly string[]
  stop(): Promise<void>
}

const ChainIdResponseSchema = z.object({ result: z.string().refine((value): value is Hex => isHex(value)) })

/**
 * Starts the whole product (chain, gateway with the built web app, Safe Apps origin) on free ports in
 * a fresh data directory, through the same entry point as `npm start`. One per test file.
 */
export type StartProductParameters = {
  /** Names the data directory and the log file in e2e/artifacts. */
  name: string
  /**
   * Product settings read from the environment (e.g. COFFER_WALLETCONNECT_PROJECT_ID). Vitest runs
   * each test file in its own process, so this changes the product of this file only.
   */
  env?: Record<string, string>
  /**
   * A config file for the product (docs/configuration.md), as its JSON content: written to a temp
   * file and passed like `COFFER_CONFIG`. An entry for the local chain's id describes the local chain
   * (e.g. its block explorer); the chain still runs where the harness started it.
   */
  config?: GatewayConfigInput
}

export async function startProduct({ name, env = {}, config }: StartProductParameters): Promise<Product> {
  Object.assign(process.env, env)
  const dataDir = mkdtempSync(join(tmpdir(), `coffer-e2e-${name}-`))
  let configFile: string | undefined
  if (config) {
    configFile = join(dataDir, 'coffer.config.json')
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`)
  }
  const logs: string[] = []
  // Port 0: startCoffer picks free ports, so test files never collide with `npm start` or each other.
  const ports = { rpc: 0, web: 0, safeApps: 0, mailCatcher: 0 }
  const writeLogs = () => {
    mkdirSync(ARTIFACTS_DIR, { recursive: true })
    writeFileSync(join(ARTIFACTS_DIR, `${name}.product.log`), `${logs.join('\n')}\n`)
  }

  let coffer: Coffer
  try {
    coffer = await startWithFreshPorts(() =>
      startCoffer({
        dataDir,
        host: '127.0.0.1',
        ports,
        logLevel: 'warn',
        ...(configFile ? { configFile } : {}),
        log: (line) => logs.push(line),
      }),
    )
  } catch (error) {
    writeLogs()
    rmSync(dataDir, { recursive: true, force: true })
    throw new ProductStartError(`The product did not start (log: e2e/artifacts/${name}.product.log)`, {
      cause: error,
    })
  }
  const { rpcUrl, demo, mailCatcherUrl } = coffer
  if (!rpcUrl || !demo) {
    await coffer.stop()
    throw new ProductStartError('startCoffer ran without its local chain; the browser tests need it')
  }

  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
  })
  const { result } = ChainIdResponseSchema.parse(await response.json())

  return {
    webUrl: coffer.webUrl,
    rpcUrl,
    safeAppsUrl: coffer.safeAppsUrl,
    mailCatcherUrl,
    chainId: hexToNumber(result),
    chainShortName: coffer.chainShortName,
    demo,
    dataDir,
    logs,
    async stop() {
      try {
        await coffer.stop()
      } finally {
        writeLogs()
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}

/** True when `error`, or an error it was caused by, is a listen on a port someone else holds. */
function isAddressInUse(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === 'EADDRINUSE') return true
  }
  return false
}

/**
 * Starts again, on newly chosen ports, when a port lost its race: a free port is chosen before its server
 * listens, and meanwhile another process (a parallel test file, a browser's connection, the mail catcher's
 * own port-0 listeners) may take it. startCoffer stops whatever it had started before it throws.
 */
async function startWithFreshPorts(start: () => Promise<Coffer>, attempts = 3): Promise<Coffer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start()
    } catch (error) {
      if (attempt >= attempts || !isAddressInUse(error)) throw error
    }
  }
}
