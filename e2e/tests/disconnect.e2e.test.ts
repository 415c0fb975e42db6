import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { fetchAuthMe } from '../src/fetchAuthMe.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'

const suite = setupSuite('disconnect')

test('Disconnect in the profile menu brings the Connect Wallet button back, also after a reload', async () => {
  const { page, wallet } = await suite.openApp()
  await connectWallet(page)
  await signIn(page)

  await accountButton(page, wallet.account.address).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Disconnect' }).waitFor()
  await screenshot(page, 'disconnect-01-profile-menu')

  await dialog.getByRole('button', { name: 'Disconnect' }).click()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  expect(await accountButton(page, wallet.account.address).count()).toBe(0)
  await screenshot(page, 'disconnect-02-disconnected')

  // A real wallet is told to forget the site, and the app remembers the person left.
  expect(wallet.isConnected(new URL(suite.product.webUrl).origin)).toBe(false)
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
  expect(await accountButton(page, wallet.account.address).count()).toBe(0)
  // Signing out ends the gateway session too.
  expect((await fetchAuthMe(page)).status).toBe(403)

  // The wallet list now starts with the one used last.
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click()
  await dialog.getByText('Recent').waitFor()
  await screenshot(page, 'disconnect-03-wallet-list-with-recent')
})
