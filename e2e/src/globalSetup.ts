import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertChromiumInstalled } from './launchBrowser.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WEB = join(ROOT, 'apps/web')
const BUILT_INDEX = join(WEB, 'dist/index.html')
const SAFE_APPS = join(ROOT, 'apps/safe-apps')
const BUILT_SAFE_APP = join(SAFE_APPS, 'dist/transaction-builder/index.html')

/**
 * Runs once before the browser suite: fails fast without Chromium, and builds the web app and the Safe
 * Apps when a build is missing or older than its sources, so the suite never tests a stale bundle.
 */
export default function globalSetup(): void {
  assertChromiumInstalled()
  if (process.env.COFFER_E2E_SKIP_BUILD === '1') return
  if (!isFresh(BUILT_INDEX, newestSourceMtime())) build('@coffer/web', 'the web app (apps/web/dist)')
  if (!isFresh(BUILT_SAFE_APP, newestMtime(join(SAFE_APPS, 'apps'))))
    build('@coffer/safe-apps', 'the Safe Apps (apps/safe-apps/dist)')
}

function isFresh(built: string, sourcesMtime: number): boolean {
  return existsSync(built) && statSync(built).mtimeMs >= sourcesMtime
}

function build(workspace: string, what: string): void {
  console.log(`[e2e] building ${what}: missing or stale…`)
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, encoding: 'utf8' })
  if (result.status !== 0)
    throw new Error(`Building ${what} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
}

function newestSourceMtime(): number {
  const sources = [
    join(WEB, 'src'),
    join(WEB, 'public'),
    join(WEB, 'index.html'),
    join(WEB, 'vite.config.ts'),
    join(WEB, 'package.json'),
    ...readdirSync(join(ROOT, 'packages')).map((name) => join(ROOT, 'packages', name, 'src')),
  ]
  return Math.max(0, ...sources.map(newestMtime))
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))))
}
