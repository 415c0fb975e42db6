import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assertChromiumInstalled } from './launchBrowser.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WEB = join(ROOT, 'apps/web')
const BUILT_INDEX = join(WEB, 'dist/index.html')

/**
 * Runs once before the browser suite: fails fast without Chromium, and builds the web app when its
 * build is missing or older than its sources, so the suite never tests a stale bundle.
 */
export default function globalSetup(): void {
  assertChromiumInstalled()
  if (process.env.COFFER_E2E_SKIP_BUILD === '1') return
  if (existsSync(BUILT_INDEX) && statSync(BUILT_INDEX).mtimeMs >= newestSourceMtime()) return
  console.log('[e2e] building the web app (apps/web/dist is missing or stale)…')
  const build = spawnSync('npm', ['run', 'build', '-w', '@coffer/web'], { cwd: ROOT, encoding: 'utf8' })
  if (build.status !== 0)
    throw new Error(`Building the web app failed (exit ${build.status}):\n${build.stdout}\n${build.stderr}`)
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
