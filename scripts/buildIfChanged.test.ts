import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BuildTarget, hashInputs, isUpToDate, listInputFiles } from './buildIfChanged.ts'

function makeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'coffer-build-'))
  mkdirSync(join(root, 'app/src'), { recursive: true })
  mkdirSync(join(root, 'app/node_modules/dep'), { recursive: true })
  mkdirSync(join(root, 'app/dist'), { recursive: true })
  writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 1\n')
  writeFileSync(join(root, 'app/src/main.test.ts'), 'test\n')
  writeFileSync(join(root, 'app/node_modules/dep/index.js'), 'dep\n')
  writeFileSync(join(root, 'app/dist/index.html'), '<html></html>\n')
  writeFileSync(join(root, 'lock.json'), '{}\n')
  return root
}

const target: BuildTarget = {
  name: 'the app',
  workspace: 'app',
  inputs: ['app', 'lock.json', 'missing'],
  output: 'app/dist/index.html',
  stamp: 'app/.build-inputs.sha256',
}

describe('buildIfChanged inputs', () => {
  it('lists sources, not tests, dependencies or outputs', async () => {
    const root = makeRepo()
    expect(await listInputFiles(root, target.inputs)).toEqual(['app/src/main.ts', 'lock.json'])
  })

  it('hashes contents: a source edit changes the hash, a test or output edit does not', async () => {
    const root = makeRepo()
    const { inputs } = target
    const before = await hashInputs(root, inputs)
    writeFileSync(join(root, 'app/src/main.test.ts'), 'another test\n')
    writeFileSync(join(root, 'app/dist/index.html'), '<html>rebuilt</html>\n')
    expect(await hashInputs(root, inputs)).toBe(before)
    writeFileSync(join(root, 'app/src/main.ts'), 'export const a = 2\n')
    expect(await hashInputs(root, inputs)).not.toBe(before)
  })

  it('is up to date only with the stamped hash and the output present', async () => {
    const root = makeRepo()
    const t = target
    const hash = await hashInputs(root, t.inputs)
    expect(await isUpToDate(root, t, hash)).toBe(false)
    writeFileSync(join(root, t.stamp), `${hash}\n`)
    expect(await isUpToDate(root, t, hash)).toBe(true)
    expect(await isUpToDate(root, { ...t, output: 'app/dist/gone.html' }, hash)).toBe(false)
  })
})
