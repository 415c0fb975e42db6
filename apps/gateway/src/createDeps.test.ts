import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOrCreateSessionSecret } from './createDeps.ts'

describe('readOrCreateSessionSecret', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'coffer-secret-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('generates a secret once, with 0600 permissions, and keeps it across restarts', async () => {
    const first = await readOrCreateSessionSecret(dir)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect((await stat(path.join(dir, 'session-secret'))).mode & 0o777).toBe(0o600)
    expect(await readOrCreateSessionSecret(dir)).toBe(first)
  })

  it('refuses a secret file that is too short', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'coffer-secret-'))
    await writeFile(path.join(other, 'session-secret'), 'short')
    await expect(readOrCreateSessionSecret(other)).rejects.toThrow(/shorter than 32/)
    await rm(other, { recursive: true, force: true })
  })
})
