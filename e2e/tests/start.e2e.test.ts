/**
 * The README's first command: `npm start` (after its build step) brings the product up, prints what a person
 * needs, stops cleanly on SIGTERM and on Ctrl-C (SIGINT), and keeps its data across restarts.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePort } from '@coffer/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

type Started = { child: ChildProcess; output: () => string }

async function startProduct(env: NodeJS.ProcessEnv): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const deadline = Date.now() + 60_000
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`npm start did not come up in 60 s:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { child, output: () => output }
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode)
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

describe('npm start', () => {
  let dataDir: string
  let env: NodeJS.ProcessEnv
  let webUrl: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'coffer-start-'))
    const [rpc, web, safeApps] = [await findFreePort(), await findFreePort(), await findFreePort()]
    env = {
      COFFER_DATA_DIR: dataDir,
      COFFER_RPC_PORT: String(rpc),
      COFFER_PORT: String(web),
      COFFER_SAFE_APPS_PORT: String(safeApps),
      COFFER_LOG_LEVEL: 'warn',
    }
    webUrl = `http://127.0.0.1:${web}`
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('starts everything, prints the URL, the demo Safe and the owners, and stops on SIGTERM', async () => {
    const { child, output } = await startProduct(env)
    try {
      expect(output()).toContain(`Coffer is running: ${webUrl}`)
      expect(output()).toMatch(/Demo Safe\s+coffer:0x[0-9a-fA-F]{40}/)
      expect(output().match(/account [123]\s+0x[0-9a-fA-F]{40}/g)).toHaveLength(3)

      const health = await fetch(`${webUrl}/health`)
      expect(health.status).toBe(200)
      expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      const page = await fetch(`${webUrl}/`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<meta name="coffer:config"')
      const safeApps = await fetch(`http://127.0.0.1:${env.COFFER_SAFE_APPS_PORT}/`)
      expect(safeApps.status).toBe(200)
    } finally {
      child.kill('SIGTERM')
    }
    expect(await exitOf(child)).toBe(0)
    await expect(fetch(`${webUrl}/health`)).rejects.toThrow()
  })

  it('restarts on the same data, keeping the chain, and stops on Ctrl-C (SIGINT)', async () => {
    const { child, output } = await startProduct(env)
    try {
      expect(output()).toMatch(/Demo Safe\s+coffer:0x/)
      // The chain kept its state: the seeded blocks are still there, nothing was redeployed from block 0.
      const rpcUrl = `http://127.0.0.1:${env.COFFER_RPC_PORT}`
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      })
      const { result } = z.object({ result: z.string().startsWith('0x') }).parse(await response.json())
      expect(Number(result)).toBeGreaterThan(0)
    } finally {
      child.kill('SIGINT')
    }
    expect(await exitOf(child)).toBe(0)
  })
})
