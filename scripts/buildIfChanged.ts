import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'

/** One build `npm start` needs: what it reads, where it writes, and how to run it. */
export type BuildTarget = {
  /** For people: "the web app". */
  name: string
  /** The npm workspace whose `build` script makes it. */
  workspace: string
  /** Files and folders (relative to the repository) whose contents decide the output. */
  inputs: readonly string[]
  /** A file the finished build always has (relative to the repository). */
  output: string
  /** Where the hash of the inputs of the last finished build is kept (relative to the repository). */
  stamp: string
  /** Extra arguments for the build script. */
  buildArgs?: readonly string[]
}

// Neither read by a build nor made by one: tests, dependencies, outputs and caches.
const ignoredNames = new Set(['node_modules', 'dist', '.vite', '.turbo', 'artifacts'])
const ignoredFile = /\.test\.tsx?$|\.tsbuildinfo$|^\.build-inputs\.sha256$/

/** Every file under `path` (a file or a folder) that can change a build, sorted, relative to `root`. */
export async function listInputFiles(root: string, paths: readonly string[]): Promise<string[]> {
  const files: string[] = []
  const walk = async (absolute: string): Promise<void> => {
    const entries = await readdir(absolute, { withFileTypes: true }).catch(() => null)
    if (entries === null) {
      if (existsSync(absolute)) files.push(relative(root, absolute).split(sep).join('/'))
      return
    }
    for (const entry of entries) {
      if (ignoredNames.has(entry.name)) continue
      const child = join(absolute, entry.name)
      if (entry.isDirectory()) await walk(child)
      else if (entry.isFile() && !ignoredFile.test(entry.name))
        files.push(relative(root, child).split(sep).join('/'))
    }
  }
  for (const path of paths) await walk(join(root, path))
  return [...new Set(files)].sort()
}

/** SHA-256 over each input's path and contents: the same sources give the same hash on any machine. */
export async function hashInputs(root: string, paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const file of await listInputFiles(root, paths)) {
    hash.update(file).update('\0')
    hash.update(await readFile(join(root, file))).update('\0')
  }
  return hash.digest('hex')
}

/** Whether the last finished build was made from exactly these inputs and its output is still there. */
export async function isUpToDate(root: string, target: BuildTarget, inputsHash: string): Promise<boolean> {
  if (!existsSync(join(root, target.output))) return false
  const stamped = await readFile(join(root, target.stamp), 'utf8').catch(() => '')
  return stamped.trim() === inputsHash
}

function runBuild(root: string, target: BuildTarget): Promise<void> {
  const args = [
    'run',
    'build',
    '-w',
    target.workspace,
    '--silent',
    ...(target.buildArgs?.length ? ['--', ...target.buildArgs] : []),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Building ${target.name} failed (npm ${args.join(' ')} exited with ${code})`)),
    )
  })
}

/**
 * Builds `target` unless its inputs hash to what the last finished build recorded. The hash is written
 * only after a build succeeds, so an interrupted or failed build is redone next time; it is taken again
 * after the build, because a build may write one of its inputs (the router's generated route tree).
 */
export async function buildIfChanged(root: string, target: BuildTarget): Promise<'built' | 'up to date'> {
  if (await isUpToDate(root, target, await hashInputs(root, target.inputs))) return 'up to date'
  await runBuild(root, target)
  await writeFile(join(root, target.stamp), `${await hashInputs(root, target.inputs)}\n`)
  return 'built'
}

// What the web app and the Safe Apps are built from: their own folders, the packages they bundle, and the
// dependency versions and compiler settings every workspace shares.
const shared = ['packages', 'package-lock.json', 'tsconfig.base.json']

export const webBuild: BuildTarget = {
  name: 'the web app',
  workspace: '@coffer/web',
  inputs: ['apps/web', ...shared],
  output: 'apps/web/dist/index.html',
  stamp: 'apps/web/.build-inputs.sha256',
  // The file-by-file size listing is for whoever works on the bundle; a start shows warnings only.
  buildArgs: ['--logLevel', 'warn'],
}

export const safeAppsBuild: BuildTarget = {
  name: 'the Safe Apps',
  workspace: '@coffer/safe-apps',
  inputs: ['apps/safe-apps/apps', 'apps/safe-apps/package.json', ...shared],
  output: 'apps/safe-apps/dist/transaction-builder/index.html',
  stamp: 'apps/safe-apps/.build-inputs.sha256',
}
