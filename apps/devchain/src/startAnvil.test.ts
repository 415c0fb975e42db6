import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DevchainError } from './DevchainError.ts'
import { findFreePort } from './findFreePort.ts'
import { startAnvil } from './startAnvil.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'coffer-anvil-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('startAnvil', () => {
  test('refuses a port that is already taken', async () => {
    const port = await findFreePort()
    const server: Server = createServer()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      const error = await startAnvil({
        host: '127.0.0.1',
        port,
        chainId: 31337,
        statePath: join(dir, 'a.json'),
      }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(DevchainError)
      expect(error).toMatchObject({
        code: 'PORT_IN_USE',
        shortMessage: `Port ${port} on 127.0.0.1 is already in use.`,
      })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  test("reports anvil's own output when it dies during start", async () => {
    const statePath = join(dir, 'broken.json')
    await writeFile(statePath, 'not json')
    const error = await startAnvil({
      host: '127.0.0.1',
      port: await findFreePort(),
      chainId: 31337,
      statePath,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DevchainError)
    expect(error).toMatchObject({
      code: 'ANVIL_EXITED',
      shortMessage: 'anvil exited before it answered JSON-RPC.',
    })
    expect(error instanceof DevchainError ? error.details : undefined).toBeTruthy()
  })

  test('starts, answers, and stops idempotently', async () => {
    const anvil = await startAnvil({
      host: '127.0.0.1',
      port: await findFreePort(),
      chainId: 4242,
      statePath: join(dir, 'ok.json'),
    })
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    })
    expect(await response.json()).toMatchObject({ result: '0x1092' })
    await Promise.all([anvil.stop(), anvil.stop()])
    await anvil.stop()
    await expect(fetch(anvil.rpcUrl, { method: 'POST' })).rejects.toThrow()
  })
})
