import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { fetchAuthMe } from '../src/fetchAuthMe.ts'
import { TEST_WALLET_NAME } from '../src/injectWallet.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { openSignIn } from '../src/signIn.ts'

// With a WalletConnect project id the dialog offers its full list, QR-code wallets included. The id is
// a dummy: offline, the relay is never reached, which is what this machine can show.
const suite = setupSuite('connect', {
  env: { COFFER_WALLETCONNECT_PROJECT_ID: 'e2e0000000000000000000000000c0ff' },
})

const testWallet = new RegExp(TEST_WALLET_NAME)

test('the connect dialog lists the injected wallet and explains wallets: intro, Get a Wallet, install QR', async () => {
  const { page } = await suite.openApp()
  const dialog = page.getByRole('dialog')

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByText('Connect a Wallet').waitFor()
  // EIP-6963 discovery: the injected wallet is listed under its announced name.
  await dialog.getByRole('button', { name: testWallet }).waitFor()
  // Listed once, by its own name: no generic "Browser Wallet" for the same injected provider.
  expect(await dialog.getByRole('button', { name: testWallet }).count()).toBe(1)
  expect(await dialog.getByRole('button', { name: /Browser Wallet/ }).count()).toBe(0)
  for (const group of ['Installed', 'Recommended', 'Popular'])
    await dialog.getByText(group, { exact: true }).waitFor()
  // Installed wallets (EIP-6963: MetaMask, Rabby, Frame… and the test wallet) come first.
  const groups = await dialog.getByText(/^(Installed|Recommended|Popular|More|Others)$/).allTextContents()
  expect(groups[0]).toBe('Installed')
  // On a desktop-sized window the intro sits beside the list.
  await dialog.getByText('What is a Wallet?').waitFor()
  await dialog.getByRole('button', { name: 'Get a Wallet' }).waitFor()
  await dialog.getByText('Learn More', { exact: true }).waitFor()
  await screenshot(page, 'connect-01-wallet-list-and-intro')

  await dialog.getByRole('button', { name: 'Get a Wallet' }).click()
  await dialog.getByText("Not what you're looking for?").waitFor()
  await screenshot(page, 'connect-02-get-a-wallet')

  // GET on a wallet with a mobile app: its download options, then the QR code to scan with a phone.
  // (The WalletConnect "Scan with …" code needs the WalletConnect relay, which this offline machine
  // cannot reach: RainbowKit waits for the relay's URI before it shows that screen.)
  await dialog.getByRole('button', { name: 'GET', exact: true }).first().click()
  const getTheApp = dialog.getByText('Get the app', { exact: true })
  await getTheApp.waitFor()
  await screenshot(page, 'connect-03-get-options')
  await getTheApp.click()
  await dialog.getByText('Scan with your phone to download on iOS or Android').waitFor({ timeout: 10_000 })
  await screenshot(page, 'connect-04-scan-qr-to-install')
})

test('a person connects the injected wallet, signs in from the profile menu, and finds it', async () => {
  const { page, wallet } = await suite.openApp()
  const dialog = page.getByRole('dialog')

  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByRole('button', { name: testWallet }).click()
  // Connecting is enough to be connected: no signature is asked for until something needs a session.
  await accountButton(page, wallet.account.address).waitFor()
  expect(wallet.isConnected(new URL(suite.product.webUrl).origin)).toBe(true)
  expect(wallet.requests.filter((entry) => entry.method === 'personal_sign')).toHaveLength(0)

  // Signing in is the profile menu's "Sign in": RainbowKit's "Verify your account".
  await openSignIn(page)
  await dialog.getByRole('button', { name: 'Cancel' }).waitFor()
  await screenshot(page, 'connect-05-verify-your-account')
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  await screenshot(page, 'connect-06-connected')

  const me = await fetchAuthMe(page)
  expect(me.status).toBe(200)
  expect(JSON.stringify(me.body).toLowerCase()).toContain(wallet.account.address.toLowerCase())
  expect(wallet.requests.filter((entry) => entry.method === 'personal_sign')).toHaveLength(1)

  // The profile menu.
  await accountButton(page, wallet.account.address).click()
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await dialog.getByRole('button', { name: 'Copy Address' }).waitFor()
  await screenshot(page, 'connect-07-profile-menu')
  await dialog.getByRole('button', { name: 'Copy Address' }).click()
  await dialog.getByText('Copied!').waitFor()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(wallet.account.address)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  // A second visit remembers both the wallet connection and the session.
  await page.reload()
  await accountButton(page, wallet.account.address).waitFor()
  expect((await fetchAuthMe(page)).status).toBe(200)

  // Moving to another page (one Connect button fewer) keeps the wallet connected.
  await page.getByRole('banner').getByRole('link', { name: 'Open a Safe' }).click()
  await page.getByRole('heading', { name: 'Open a Safe', level: 1 }).waitFor()
  await page.waitForTimeout(500)
  await accountButton(page, wallet.account.address).waitFor()
  expect(await page.getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
})
