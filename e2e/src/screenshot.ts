import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** Screenshots are the suite's artifacts (gitignored); CI keeps this folder. */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts/', import.meta.url))

/** Saves what the page shows now as `e2e/artifacts/<name>.png` and returns the file's path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const fileName = `${name.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '')}.png`
  const path = join(ARTIFACTS_DIR, fileName)
  // Let the modal's entrance animation finish so the picture shows the settled screen.
  await page.waitForTimeout(250)
  await page.screenshot({ path, animations: 'disabled' })
  return path
}
