import { accountButton } from './accountButton.ts'
import { connectWallet } from './connectWallet.ts'
import type { AppSession, OpenAppParameters } from './openApp.ts'
import type { Suite } from './setupSuite.ts'
import { signIn } from './signIn.ts'

/**
 * A fresh browser profile on one of the demo Safe's pages, with the wallet of dev account
 * `accountIndex` connected and signed in: an owner ready to sign (accounts 1-3 own the demo Safe).
 */
export async function openOwnerSession(
  suite: Suite,
  {
    accountIndex,
    page: subPath = '',
    colorScheme = 'light',
  }: { accountIndex: number; page?: string; colorScheme?: OpenAppParameters['colorScheme'] },
): Promise<AppSession> {
  const { product } = suite
  const session = await suite.openApp({
    accountIndex,
    colorScheme,
    path: `/safe/${product.chainShortName}:${product.demo.safe}${subPath}`,
  })
  await connectWallet(session.page)
  await signIn(session.page)
  await accountButton(session.page, session.wallet.account.address).waitFor()
  return session
}
