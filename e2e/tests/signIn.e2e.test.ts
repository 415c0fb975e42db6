import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { fetchAuthMe } from '../src/fetchAuthMe.ts'
import { TEST_WALLET_NAME } from '../src/injectWallet.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { shortenAddress } from '../src/shortenAddress.ts'
import { openSignIn, signOpenSignIn } from '../src/signIn.ts'

const suite = setupSuite('sign-in')

test('connecting asks for no signature; "Sign in" in the profile menu signs the SIWE message and opens a gateway session', async () => {
  const { page, wallet } = await suite.openApp({ accountIndex: 1 })
  expect((await fetchAuthMe(page)).status).toBe(403)

  await connectWallet(page)
  const dialog = page.getByRole('dialog')
  // Connected, not signed in: the header shows the account, and the wallet was asked for nothing.
  await accountButton(page, wallet.account.address).waitFor()
  await dialog.waitFor({ state: 'detached' })
  expect(wallet.requests.filter((entry) => entry.method === 'personal_sign')).toHaveLength(0)
  expect((await fetchAuthMe(page)).status).toBe(403)
  await accountButton(page, wallet.account.address).click()
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
  await screenshot(page, 'sign-in-00-profile-menu-sign-in')
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })

  await openSignIn(page)
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  await screenshot(page, 'sign-in-01-signed-in')

  // The wallet really signed an EIP-4361 message for this site, and the gateway accepted it.
  const signature = wallet.requests.find((entry) => entry.method === 'personal_sign')
  expect(signature?.outcome).toBe('ok')
  const me = await fetchAuthMe(page)
  expect(me.status).toBe(200)
  expect(JSON.stringify(me.body).toLowerCase()).toContain(wallet.account.address.toLowerCase())
})

test('a refused signature (4001) shows its error, leaves the person on "Verify your account" without a session; a retry signs in', async () => {
  const { page, wallet } = await suite.openApp({ accountIndex: 2 })
  await connectWallet(page)
  await openSignIn(page)
  const dialog = page.getByRole('dialog')

  // RainbowKit itself treats the person's own refusal as "not yet" and says nothing; Coffer says what happened.
  wallet.rejectNextSignature()
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await expect
    .poll(() => wallet.requests.find((entry) => entry.method === 'personal_sign')?.outcome)
    .toBe(4001)
  await dialog.getByRole('button', { name: 'Sign message' }).waitFor()
  await screenshot(page, 'sign-in-02-signature-refused')
  const notice = page.getByRole('alert').filter({ hasText: 'Error signing message, please retry!' })
  await notice.waitFor()
  expect(await notice.textContent()).toContain('Your wallet refused the signature.')
  expect((await fetchAuthMe(page)).status).toBe(403)

  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  expect((await fetchAuthMe(page)).status).toBe(200)
})

test('a wallet that fails to sign shows "Error signing message, please retry!", and a retry signs in', async () => {
  const { page, wallet } = await suite.openApp({ accountIndex: 2 })
  await connectWallet(page)
  await openSignIn(page)
  const dialog = page.getByRole('dialog')

  wallet.failNextSignature()
  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.getByText('Error signing message, please retry!').waitFor()
  await screenshot(page, 'sign-in-03-signing-error')
  expect((await fetchAuthMe(page)).status).toBe(403)

  await dialog.getByRole('button', { name: 'Sign message' }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  expect((await fetchAuthMe(page)).status).toBe(200)
})

test('Cancel on "Verify your account" leaves the person disconnected', async () => {
  const { page } = await suite.openApp({ accountIndex: 3 })
  await connectWallet(page)
  await openSignIn(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  await screenshot(page, 'sign-in-04-cancelled')
  expect((await fetchAuthMe(page)).status).toBe(403)
})

test('without a WalletConnect project id the list offers no wallet that would wait for an online relay', async () => {
  const { page } = await suite.openApp({ accountIndex: 3 })
  const dialog = page.getByRole('dialog')
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME) }).waitFor()
  const groups = await dialog.getByText(/^(Installed|Recommended|Other)$/).allTextContents()
  expect(groups).toEqual(['Installed', 'Recommended', 'Other'])
  // Coinbase Wallet's SDK opens a popup on Coinbase's site: offline it stayed on "Opening…" for ever.
  for (const name of [/Coinbase/, /WalletConnect/, /MetaMask/])
    expect(await dialog.getByRole('button', { name }).count()).toBe(0)
  await screenshot(page, 'sign-in-05-wallet-list-without-relay')
})

test('the header and the signed-in profile menu fit at 1440 and 390 px, light and dark', async () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page } = await suite.openApp({
      accountIndex: 1,
      colorScheme,
      path: `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}`,
    })
    await connectWallet(page)
    await openSignIn(page)
    await signOpenSignIn(page)
    const dialog = page.getByRole('dialog')
    for (const size of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size)
      await page.waitForTimeout(300)
      await screenshot(page, `sign-in-06-header-${size.width}-${colorScheme}`)
      // On a phone the account button shows the avatar only: it is the last button in the header's slot.
      await page.getByRole('banner').locator('[data-connect-slot] button').last().click()
      await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width).toBeLessThanOrEqual(size.width)
      await screenshot(page, `sign-in-07-profile-menu-${size.width}-${colorScheme}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    }
  }
})
