import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from './launchBrowser.ts'
import { type AppSession, type OpenAppParameters, openApp } from './openApp.ts'
import { screenshot } from './screenshot.ts'
import { type Product, type StartProductParameters, startProduct } from './startProduct.ts'

export type Suite = {
  readonly product: Product
  readonly browser: Browser
  /** A fresh browser profile with the test wallet on the app; closed after the test. */
  openApp(parameters?: OpenAppParameters): Promise<AppSession>
}

/**
 * Registers the hooks of one test file: the product and Chromium start once for the file, each test
 * gets its own browser profile, and a failing test leaves a screenshot and the page's errors behind.
 */
export function setupSuite(
  name: string,
  { env, config }: Pick<StartProductParameters, 'env' | 'config'> = {},
): Suite {
  let product: Product | undefined
  let browser: Browser | undefined
  const sessions: AppSession[] = []

  beforeAll(async () => {
    ;[product, browser] = await Promise.all([
      startProduct({ name, env, ...(config ? { config } : {}) }),
      launchBrowser(),
    ])
  })
  afterEach(async ({ task }) => {
    const open = sessions.splice(0)
    if (task.result?.state === 'fail') {
      for (const [index, session] of open.entries()) {
        await screenshot(session.page, `FAILED-${name}-${task.name}-${index}`).catch(() => {})
        if (session.problems.length > 0) console.error(`[e2e] page problems:\n${session.problems.join('\n')}`)
      }
    }
    await Promise.all(open.map((session) => session.close()))
    // An uncaught exception in the app is a bug even when the screen happened to look right.
    const pageErrors = open.flatMap((session) =>
      session.problems.filter((line) => line.startsWith('page error:')),
    )
    if (task.result?.state !== 'fail' && pageErrors.length > 0)
      throw new Error(`The page threw uncaught errors:\n${pageErrors.join('\n')}`)
  })
  afterAll(async () => {
    await browser?.close()
    await product?.stop()
  })

  const suite: Suite = {
    get product() {
      if (!product) throw new Error('The product is not running (beforeAll failed?)')
      return product
    },
    get browser() {
      if (!browser) throw new Error('The browser is not running (beforeAll failed?)')
      return browser
    },
    async openApp(parameters) {
      const session = await openApp(suite.browser, suite.product, parameters)
      sessions.push(session)
      return session
    },
  }
  return suite
}
