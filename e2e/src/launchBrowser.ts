import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Debian's Chromium. We never download a browser: CI installs this package with apt-get. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError'
  constructor(path: string) {
    super(
      `Chromium was not found at ${path}. Install Debian's package with \`apt-get update && apt-get install -y chromium\` (the CI script does this), or point CHROMIUM_PATH at a Chromium binary.`,
    )
  }
}

export function assertChromiumInstalled(path: string = CHROMIUM_PATH): void {
  if (!existsSync(path)) throw new ChromiumNotFoundError(path)
}

export type LaunchBrowserParameters = {
  /** Show the window (needs a display). Defaults to headless, or to COFFER_E2E_HEADED=1. */
  headed?: boolean
}

export async function launchBrowser({
  headed = process.env.COFFER_E2E_HEADED === '1',
}: LaunchBrowserParameters = {}): Promise<Browser> {
  assertChromiumInstalled()
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: !headed,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // Offline machine: nothing in the browser may try to reach Google's services.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}
