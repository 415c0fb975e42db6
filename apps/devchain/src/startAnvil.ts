import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { z } from 'zod'
import { DevchainError } from './DevchainError.ts'
import { DEV_ACCOUNT_COUNT, DEV_MNEMONIC } from './devAccounts.ts'
import { getAnvilPath } from './getAnvilPath.ts'

export type StartAnvilParameters = {
  host: string
  port: number
  chainId: number
  /** anvil loads this file on start (if present) and writes it back on SIGTERM/SIGINT. */
  statePath: string
  /** How long anvil may take to answer `eth_chainId`. */
  timeoutMs?: number
  log?: (line: string) => void
}

export type AnvilProcess = {
  rpcUrl: string
  pid: number | undefined
  /** SIGTERM (anvil then saves its state), wait for the exit; SIGKILL after 15 s. Idempotent. */
  stop(): Promise<void>
}

// Hardhat's default of 10,000 ETH runs out in long e2e/bench sessions; a million never does.
const DEV_ACCOUNT_BALANCE_ETH = '1000000'
const OUTPUT_TAIL_CHARS = 8_000
const KILL_AFTER_MS = 15_000

const ChainIdResponseSchema = z.object({ result: z.string().regex(/^0x[0-9a-f]+$/i) })

/** Spawns the anvil binary with the flags of devchain.md and resolves once it answers JSON-RPC. */
export async function startAnvil({
  host,
  port,
  chainId,
  statePath,
  timeoutMs = 10_000,
  log,
}: StartAnvilParameters): Promise<AnvilProcess> {
  const binary = getAnvilPath()
  // Another node on the port would answer our readiness probe before anvil dies of EADDRINUSE.
  await assertPortFree(host, port)

  const args = [
    ['--host', host],
    ['--port', String(port)],
    ['--chain-id', String(chainId)],
    // Without it anvil keeps a state file per block under ~/.foundry/anvil/tmp forever (trap 1).
    ['--prune-history', '128'],
    ['--state', statePath],
    ['--hardfork', 'prague'],
    ['--mnemonic', DEV_MNEMONIC],
    ['--accounts', String(DEV_ACCOUNT_COUNT)],
    ['--balance', DEV_ACCOUNT_BALANCE_ETH],
    ['--silent'],
  ].flat()
  // Own process group: a terminal's Ctrl+C reaches only our process, whose stop() then sends the one
  // SIGTERM; a second signal while anvil writes its state could cut the write short.
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true })

  let output = ''
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    output = (output + text).slice(-OUTPUT_TAIL_CHARS)
    if (log) for (const line of text.split('\n')) if (line.trim() !== '') log(`anvil: ${line.trimEnd()}`)
  }
  child.stdout.on('data', onOutput)
  child.stderr.on('data', onOutput)

  let exit: { code: number | null; signal: NodeJS.Signals | null; error?: Error } | undefined
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exit ??= { code, signal }
      resolve()
    })
    // Spawn failures (ENOENT, EACCES) emit 'error' and may never emit 'exit'.
    child.once('error', (error) => {
      exit ??= { code: null, signal: null, error }
      resolve()
    })
  })

  // If our process ends without stop(), anvil must not linger; SIGTERM still lets it save state.
  const onParentExit = () => {
    if (exit === undefined) child.kill('SIGTERM')
  }
  process.once('exit', onParentExit)

  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', onParentExit)
      if (exit !== undefined) return
      child.kill('SIGTERM')
      const killer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS)
      await exited
      clearTimeout(killer)
    })()
    return stopping
  }

  const rpcHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const rpcUrl = `http://${rpcHost}:${port}`
  const deadline = Date.now() + timeoutMs
  let delayMs = 10
  for (;;) {
    if (exit !== undefined) {
      await stop()
      throw new DevchainError('ANVIL_EXITED', 'anvil exited before it answered JSON-RPC.', {
        cause: exit.error,
        details: output.trim() || undefined,
        metaMessages: [
          `Exit: code ${exit.code ?? '-'}, signal ${exit.signal ?? '-'}${exit.error ? `, ${exit.error.message}` : ''}`,
          `Command: ${binary} ${args.join(' ')}`,
        ],
      })
    }
    const answered = await probeChainId(rpcUrl)
    if (answered !== undefined) {
      if (answered !== chainId) {
        await stop()
        throw new DevchainError(
          'CHAIN_ID_MISMATCH',
          `anvil answered chain id ${answered}, expected ${chainId}.`,
        )
      }
      return { rpcUrl, pid: child.pid, stop }
    }
    if (Date.now() >= deadline) {
      await stop()
      throw new DevchainError(
        'ANVIL_START_TIMEOUT',
        `anvil did not answer on ${rpcUrl} within ${timeoutMs} ms.`,
        {
          details: output.trim() || undefined,
        },
      )
    }
    await Promise.race([sleep(delayMs), exited])
    delayMs = Math.min(delayMs * 2, 200)
  }
}

async function probeChainId(rpcUrl: string): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const parsed = ChainIdResponseSchema.safeParse(await response.json())
    return parsed.success ? Number.parseInt(parsed.data.result, 16) : undefined
  } catch {
    // Not listening yet.
    return undefined
  }
}

function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (cause: NodeJS.ErrnoException) => {
      reject(
        cause.code === 'EADDRINUSE'
          ? new DevchainError('PORT_IN_USE', `Port ${port} on ${host} is already in use.`, {
              cause,
              metaMessages: ['Stop the other process or pass another port.'],
            })
          : cause,
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
