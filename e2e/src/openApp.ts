import { getDevAccount } from '@coffer/devchain'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { WalletControl } from './createTestWallet.ts'
import { injectWallet } from './injectWallet.ts'
import type { Product } from './startProduct.ts'

export type AppSession = {
  context: BrowserContext
  page: Page
  wallet: WalletControl
  /** Console errors, uncaught exceptions and failed requests of the page, printed when a test fails. */
  problems: string[]
  close(): Promise<void>
}

export type OpenAppParameters = {
  /** Dev account (of the standard mnemonic) the wallet starts with; 1 is an owner of the demo Safe. */
  accountIndex?: number
  /** Chain the wallet is on when the page opens; defaults to the local chain. */
  walletChainId?: number
  path?: string
  /** The system colour scheme the app follows by default (its Appearance mode is "System"). */
  colorScheme?: 'light' | 'dark'
  /** A phone's user agent, for what decides by it rather than by width (RainbowKit's modal layout). */
  userAgent?: string
}

/**
 * A fresh browser profile with the test wallet installed, on the product's web app. The wallet holds
 * the demo Safe's owners (dev accounts 1-3) and knows two networks: the local chain and Ethereum.
 */
export async function openApp(
  browser: Browser,
  product: Product,
  { accountIndex = 1, walletChainId, path = '/', colorScheme = 'light', userAgent }: OpenAppParameters = {},
): Promise<AppSession> {
  const context = await browser.newContext({
    baseURL: product.webUrl,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    colorScheme,
    ...(userAgent ? { userAgent } : {}),
  })
  // Copy Address in the profile menu writes to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: product.webUrl })
  const owners = [1, 2, 3].map(getDevAccount)
  const first = getDevAccount(accountIndex)
  const wallet = await injectWallet(context, {
    accounts: [first, ...owners.filter((owner) => owner.address !== first.address)],
    chains: [
      { id: product.chainId, name: 'Coffer Devchain', rpcUrl: product.rpcUrl },
      // Known to the wallet but unusable here (no internet): enough to be on the "wrong network".
      { id: 1, name: 'Ethereum' },
    ],
    chainId: walletChainId ?? product.chainId,
  })

  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 300)}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) =>
    problems.push(
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`,
    ),
  )
  await page.goto(path)

  return { context, page, wallet, problems, close: () => context.close() }
}
