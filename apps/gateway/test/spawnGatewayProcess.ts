import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { devchainTestChain } from './devchainTestApp.ts'

const childScript = fileURLToPath(
  new URL('../src/modules/proposals/testing/runGatewayProcess.ts', import.meta.url),
)

/**
 * The config of a gateway child that indexes the devchain at `rpcUrl`, keeping its files under `dir`, on
 * `databaseUrl` (its own SQLite file when none): what every kill -9 test restarts the same way.
 */
export function childGatewayConfig({
  dir,
  rpcUrl,
  databaseUrl,
}: {
  dir: string
  rpcUrl: string
  databaseUrl?: string | null
}) {
  return {
    port: 0,
    dataDir: path.join(dir, 'gateway'),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
    logLevel: 'silent',
    chains: [devchainTestChain(rpcUrl)],
  }
}

/**
 * Starts the gateway in a child process (so that a test can SIGKILL it) and resolves with it and its URL
 * once it listens. `config` is the gateway's config input, as JSON; `script` another child entry (one that
 * passes delivery channels, say) and `env` what it reads besides.
 */
export async function spawnGatewayProcess(
  config: unknown,
  { script = childScript, env = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...env, COFFER_TEST_GATEWAY_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The gateway process exited (${code})`)))
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8').trim()))
  })
  return { child, url }
}

/** SIGKILL: no shutdown hook, no flush, nothing but what was durable before. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
