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

test('Sign out in the profile menu ends the gateway session and keeps the wallet connected', async () => {
  const { page, wallet } = await suite.openApp({ accountIndex: 2 })
  await connectWallet(page)
  await signIn(page)
  expect((await fetchAuthMe(page)).status).toBe(200)

  await accountButton(page, wallet.account.address).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('profile-signed-in').waitFor()
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click()
  // The menu stays open and now offers to sign in again; the wallet is still connected.
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
  expect(await dialog.getByTestId('profile-signed-in').count()).toBe(0)
  await screenshot(page, 'disconnect-04-signed-out')
  expect((await fetchAuthMe(page)).status).toBe(403)
  expect(wallet.isConnected(new URL(suite.product.webUrl).origin)).toBe(true)

  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'detached' })
  await accountButton(page, wallet.account.address).waitFor()
  expect(await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).count()).toBe(0)
  // A reload finds no session to restore.
  await page.reload()
  await accountButton(page, wallet.account.address).waitFor()
  expect((await fetchAuthMe(page)).status).toBe(403)
})
