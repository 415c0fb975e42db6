import { fileURLToPath } from 'node:url'
import { buildIfChanged, safeAppsBuild, webBuild } from '../../scripts/buildIfChanged.ts'
import { assertChromiumInstalled } from './launchBrowser.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Runs once before the browser suite: fails fast without Chromium, and builds the web app and the Safe
 * Apps when their sources changed since the last build (the check `npm start` makes, and the same
 * stamp), so the suite never tests a stale bundle and `npm start` in a test finds it fresh.
 */
export default async function globalSetup(): Promise<void> {
  assertChromiumInstalled()
  if (process.env.COFFER_E2E_SKIP_BUILD === '1') return
  for (const target of [webBuild, safeAppsBuild]) {
    if ((await buildIfChanged(ROOT, target)) === 'built')
      console.log(`[e2e] built ${target.name}: its sources changed`)
  }
}
