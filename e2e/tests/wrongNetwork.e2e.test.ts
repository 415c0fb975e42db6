import { expect, test } from 'vitest'
import { accountButton } from '../src/accountButton.ts'
import { connectWallet } from '../src/connectWallet.ts'
import type { AppSession } from '../src/openApp.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'
import { wrongNetworkButton } from '../src/wrongNetworkButton.ts'

const suite = setupSuite('wrong-network')

async function connectedApp(): Promise<AppSession> {
  const session = await suite.openApp()
  await connectWallet(session.page)
  await signIn(session.page)
  await accountButton(session.page, session.wallet.account.address).waitFor()
  return session
}

/** The local chain's name as the gateway lists it: the Switch Networks screen shows it. */
async function localChainName(): Promise<string> {
  const response = await fetch(`${suite.product.webUrl}/v1/chains/${suite.product.chainId}`)
  const body: unknown = await response.json()
  if (
    typeof body !== 'object' ||
    body === null ||
    !('chainName' in body) ||
    typeof body.chainName !== 'string'
  )
    throw new Error(`GET /v1/chains/${suite.product.chainId} has no chainName`)
  return body.chainName
}

test('the wallet moving to Ethereum shows "Wrong network", and Switch Networks brings it back', async () => {
  const { page, wallet } = await connectedApp()

  // The person switches networks inside the wallet.
  await wallet.setChain(1)
  const wrongNetwork = wrongNetworkButton(page)
  await wrongNetwork.waitFor()
  await screenshot(page, 'wrong-network-01-button')

  await wrongNetwork.click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Switch Networks').waitFor()
  await dialog.getByText(/Wrong network detected, switch or disconnect to continue/).waitFor()
  await screenshot(page, 'wrong-network-02-switch-networks')

  await dialog.getByRole('button', { name: new RegExp(await localChainName()) }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()
  expect(await wrongNetwork.count()).toBe(0)
  expect(wallet.chainId).toBe(suite.product.chainId)
  const switches = wallet.requests.filter((entry) => entry.method === 'wallet_switchEthereumChain')
  expect(switches.at(-1)?.outcome).toBe('ok')
  await screenshot(page, 'wrong-network-03-switched-back')
})

test('a wallet that does not know the local chain is asked to add it (4902), then switches', async () => {
  const { page, wallet } = await connectedApp()
  await wallet.setChain(1)
  wallet.forgetChain(suite.product.chainId)

  await wrongNetworkButton(page).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: new RegExp(await localChainName()) }).click()
  await dialog.waitFor({ state: 'detached', timeout: 15_000 })
  await accountButton(page, wallet.account.address).waitFor()

  const methods = wallet.requests.map((entry) => `${entry.method}:${entry.outcome}`)
  expect(methods).toContain('wallet_switchEthereumChain:4902')
  expect(methods).toContain('wallet_addEthereumChain:ok')
  expect(wallet.chainId).toBe(suite.product.chainId)
})

test('a wallet that cannot switch networks from the app is told to switch within the wallet', async () => {
  const { page, wallet } = await connectedApp()
  await wallet.setChain(1)
  await wrongNetworkButton(page).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('Switch Networks').waitFor()

  wallet.failNext('wallet_switchEthereumChain', {
    code: 4200,
    message: 'The requested method is not supported by this wallet.',
  })
  await dialog.getByRole('button', { name: new RegExp(await localChainName()) }).click()
  const notice = page.getByRole('alert').filter({
    hasText: 'Your wallet does not support switching networks from the app, try switching within your wallet',
  })
  await notice.waitFor()
  await screenshot(page, 'wrong-network-04-switching-not-supported')
  expect(wallet.chainId).toBe(1)

  // Switching inside the wallet, as the notice says, brings the person back.
  await wallet.setChain(suite.product.chainId)
  await accountButton(page, wallet.account.address).waitFor()
})

test('a refused network switch (4001) says so in words, and a second try switches', async () => {
  const { page, wallet } = await connectedApp()
  await wallet.setChain(1)
  await wrongNetworkButton(page).click()
  const dialog = page.getByRole('dialog')
  const chain = dialog.getByRole('button', { name: new RegExp(await localChainName()) })
  await chain.waitFor()

  wallet.rejectNext('wallet_switchEthereumChain')
  await chain.click()
  const notice = page.getByRole('alert').filter({ hasText: 'Network not switched' })
  await notice.waitFor()
  expect(await notice.textContent()).toContain('Your wallet declined the switch.')
  await screenshot(page, 'wrong-network-05-switch-refused')
  expect(wallet.chainId).toBe(1)
  expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain', outcome: 4001 })

  // Trying again clears the notice; the wallet accepts this time.
  if (!(await chain.isVisible())) await wrongNetworkButton(page).click()
  await chain.click()
  await notice.waitFor({ state: 'detached' })
  await accountButton(page, wallet.account.address).waitFor()
  expect(wallet.chainId).toBe(suite.product.chainId)
})

test('a wallet that does not know the network and does not add it gets words too', async () => {
  const { page, wallet } = await connectedApp()
  await wallet.setChain(1)
  wallet.forgetChain(suite.product.chainId)
  await wrongNetworkButton(page).click()
  const dialog = page.getByRole('dialog')
  const chain = dialog.getByRole('button', { name: new RegExp(await localChainName()) })

  // Declined: the person said no to adding the network.
  wallet.rejectNext('wallet_addEthereumChain')
  await chain.click()
  await page.getByRole('alert').filter({ hasText: 'Network not switched' }).waitFor()
  expect(wallet.chainId).toBe(1)

  // Failed: the wallet could not add it.
  if (!(await chain.isVisible())) await wrongNetworkButton(page).click()
  wallet.failNext('wallet_addEthereumChain', { code: -32603, message: 'Internal JSON-RPC error.' })
  await chain.click()
  const failed = page.getByRole('alert').filter({ hasText: 'Your wallet could not switch networks' })
  await failed.waitFor()
  expect(await failed.textContent()).toContain('Add it in your wallet')
  await screenshot(page, 'wrong-network-06-switch-failed')
  expect(wallet.chainId).toBe(1)
  const methods = wallet.requests.map((entry) => `${entry.method}:${entry.outcome}`)
  expect(methods).toContain('wallet_addEthereumChain:4001')
  expect(methods).toContain('wallet_addEthereumChain:-32603')
})
