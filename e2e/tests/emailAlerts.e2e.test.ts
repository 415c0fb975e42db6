import { getDevAccount } from '@coffer/devchain'
import type { Locator, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { openOwnerSession } from '../src/openOwnerSession.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signOpenSignIn } from '../src/signIn.ts'

// Its own product: the email registered here and the mail caught stay in this file's gateway.
const suite = setupSuite('email-alerts')

const email = 'alice@example.com'
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const

const CaughtMailsSchema = z.array(
  z.object({ id: z.number(), to: z.array(z.string()), subject: z.string(), text: z.string() }),
)
type CaughtMail = z.infer<typeof CaughtMailsSchema>[number]

/** What the product's mail catcher received so far, newest first (its JSON page). */
async function caughtMails(): Promise<CaughtMail[]> {
  const url = suite.product.mailCatcherUrl
  if (!url)
    throw new Error('This product sends to an SMTP server, not to its mail catcher: unset COFFER_SMTP_URL')
  const response = await fetch(`${url}/messages.json`)
  return CaughtMailsSchema.parse(await response.json())
}

/** The newest caught mail that matches, waiting for the delivery worker to send it. */
async function waitForMail(matches: (mail: CaughtMail) => boolean, what: string): Promise<CaughtMail> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const found = (await caughtMails()).find(matches)
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No email ${what} reached the mail catcher in 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

function section(page: Page): Locator {
  return page.getByTestId('email-alerts')
}

/** Every size and colour scheme of what the page shows now: axe finds nothing serious, screenshots to look at. */
async function checkScreen(page: Page, name: string, focus: Locator): Promise<void> {
  const problems: string[] = []
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    for (const viewport of viewports) {
      await page.setViewportSize(viewport)
      await focus.scrollIntoViewIfNeeded()
      const findings = await findSeriousAxeViolations(page)
      if (findings.length > 0)
        problems.push(`${name} ${viewport.name} ${colorScheme}:\n${describeAxeFindings(findings)}`)
      await screenshot(page, `email-alerts-${name}-${viewport.name}-${colorScheme}`)
    }
  }
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(viewports[0])
  expect(problems.join('\n')).toBe('')
}

test('an owner registers an email in Settings and verifies it with the code from the mail; wrong codes get words', async () => {
  const { page } = await openOwnerSession(suite, { accountIndex: 1, page: '/settings/email-alerts' })
  await page.setViewportSize(viewports[0])
  const alerts = section(page)
  const input = alerts.getByLabel('Email address')
  await input.waitFor()

  await input.fill('alice@example')
  await alerts.getByRole('button', { name: 'Send code' }).click()
  await alerts.getByText('This is not an email address').waitFor()
  await checkScreen(page, '00-register-invalid', alerts)

  await input.fill(email)
  await alerts.getByRole('button', { name: 'Send code' }).click()
  await alerts.getByText(`We sent a 6-digit code to ${email}`).waitFor()
  await alerts.getByText('Not verified').waitFor()
  await alerts.getByRole('button', { name: /Send a new code \(\d+ s\)/ }).waitFor()

  const codeMail = await waitForMail(
    (mail) => mail.to.includes(email) && mail.subject.startsWith('Your Coffer verification code'),
    'with the verification code',
  )
  const code = /\b(\d{6})\b/.exec(codeMail.subject)?.[1]
  if (!code) throw new Error(`No code in "${codeMail.subject}"`)
  const wrong = code.replace(/.$/, (digit) => String((Number(digit) + 1) % 10))

  const codeInput = alerts.getByLabel('Verification code')
  await codeInput.fill('123')
  await alerts.getByRole('button', { name: 'Verify' }).click()
  await alerts.getByText('The code is 6 digits').waitFor()
  await codeInput.fill(wrong)
  await alerts.getByRole('button', { name: 'Verify' }).click()
  await alerts.getByText('That code is not the one we sent. 4 tries left.').waitFor()
  await checkScreen(page, '01-wrong-code', alerts)

  await codeInput.fill(code)
  await alerts.getByRole('button', { name: 'Verify' }).click()
  await alerts.getByText('Verified', { exact: true }).waitFor()
  await alerts.getByText('Your email is verified').waitFor()
  expect(await alerts.getByTestId('email-alerts-address').textContent()).toBe(email)
})

test('the categories an owner turns off stay off after a reload', async () => {
  const { page, wallet } = await openOwnerSession(suite, { accountIndex: 1, page: '/settings/email-alerts' })
  await page.setViewportSize(viewports[0])
  const categories = section(page).getByTestId('email-categories')
  const executed = categories.getByLabel('A transaction was executed')
  await executed.waitFor()
  expect(await executed.isChecked()).toBe(true)
  await executed.uncheck()
  await categories.getByText('Saved.').waitFor()
  await checkScreen(page, '02-verified-categories', section(page))

  await page.reload()
  await page
    .getByRole('button', { name: new RegExp(wallet.account.address.slice(-4)) })
    .first()
    .waitFor()
  await section(page).getByTestId('email-categories').waitFor()
  expect(await categories.getByLabel('A transaction was executed').isChecked()).toBe(false)
  expect(await categories.getByLabel('A transaction or message waits for your signature').isChecked()).toBe(
    true,
  )
  expect(await categories.getByLabel('Account recovery').isChecked()).toBe(true)
})

test("another owner's proposal emails the verified owner; the email's link unsubscribes in the browser", async () => {
  const before = (await caughtMails()).length
  await proposeThroughGateway({
    product: suite.product,
    tx: { to: getDevAccount(7).address, value: parseEther('0.01') },
    signers: [getDevAccount(2)],
  })
  const alert = await waitForMail(
    (mail) => mail.to.includes(email) && mail.text.includes('/unsubscribe?token='),
    'about the proposal',
  )
  expect((await caughtMails()).length).toBeGreaterThan(before)
  console.log(`[e2e] alert caught: "${alert.subject}"`)
  const link = /Stop these alerts: (\S+)/.exec(alert.text)?.[1]
  if (!link) throw new Error(`No unsubscribe link in:\n${alert.text}`)
  const url = new URL(link)
  expect(url.pathname).toBe('/unsubscribe')
  expect(url.searchParams.get('category')).toBe('awaiting_signature')

  const { page } = await openOwnerSession(suite, { accountIndex: 1, page: '/settings/email-alerts' })
  await page.setViewportSize(viewports[0])
  await page.goto(`${url.pathname}${url.search}`)
  const done = page.getByTestId('unsubscribe-done')
  await done.getByText('a transaction or message waits for your signature').waitFor()
  await checkScreen(page, '03-unsubscribed', page.getByTestId('unsubscribe'))

  // A link cut short says so instead of pretending.
  await page.goto(`/unsubscribe?token=${url.searchParams.get('token')?.slice(0, 12)}`)
  await page.getByText("This link's unsubscribe token is damaged").waitFor()

  await page.goto(`/safe/${suite.product.chainShortName}:${suite.product.demo.safe}/settings/email-alerts`)
  const categories = section(page).getByTestId('email-categories')
  await categories.waitFor()
  expect(await categories.getByLabel('A transaction or message waits for your signature').isChecked()).toBe(
    false,
  )
  expect(await categories.getByLabel('Account recovery').isChecked()).toBe(true)
})

test('a connected account that does not own the Safe is told why it has no email alerts here', async () => {
  const { page } = await suite.openApp({
    accountIndex: 5,
    path: `/safe/${suite.product.chainShortName}:${suite.product.demo.safe}/settings/email-alerts`,
  })
  await connectWallet(page)
  await section(page).getByText('is not an owner of this Safe').waitFor()
})

test('an owner whose session ended is asked to verify the account; the button opens the sign-in', async () => {
  const { page, context } = await openOwnerSession(suite, { accountIndex: 1, page: '/settings/email-alerts' })
  await section(page).getByTestId('email-categories').waitFor()
  // As after a logout elsewhere or an expired cookie: the wallet reconnects, the gateway knows nobody.
  await context.clearCookies()
  await page.reload()
  const prompt = section(page).getByRole('button', { name: 'Verify your account' })
  await prompt.waitFor()
  await prompt.scrollIntoViewIfNeeded()
  await screenshot(page, 'email-alerts-04-sign-in-prompt')
  // The page asks for the session itself: "Verify your account" opens at once.
  await prompt.click()
  await signOpenSignIn(page)
  await section(page).getByTestId('email-categories').waitFor()
})

test('an owner changes the email (verified again with a new code), then removes it', async () => {
  const { page } = await openOwnerSession(suite, { accountIndex: 1, page: '/settings/email-alerts' })
  await page.setViewportSize(viewports[0])
  const alerts = section(page)
  const newEmail = 'alice.new@example.com'
  await alerts.getByRole('button', { name: 'Change email' }).click()
  const input = alerts.getByLabel('New email address')
  await input.fill(email)
  await alerts.getByRole('button', { name: 'Send code to new address' }).click()
  await alerts.getByText('This is already the address alerts go to.').waitFor()
  await input.fill(newEmail)
  await alerts.getByRole('button', { name: 'Send code to new address' }).click()
  await alerts.getByText(`We sent a 6-digit code to ${newEmail}`).waitFor()
  await alerts.getByText('Not verified').waitFor()

  const codeMail = await waitForMail(
    (mail) => mail.to.includes(newEmail) && mail.subject.startsWith('Your Coffer verification code'),
    'with the new address code',
  )
  const code = /\b(\d{6})\b/.exec(codeMail.subject)?.[1]
  if (!code) throw new Error(`No code in "${codeMail.subject}"`)
  await alerts.getByLabel('Verification code').fill(code)
  await alerts.getByRole('button', { name: 'Verify' }).click()
  await alerts.getByText('Verified', { exact: true }).waitFor()
  expect(await alerts.getByTestId('email-alerts-address').textContent()).toBe(newEmail)

  await alerts.getByRole('button', { name: 'Remove email' }).click()
  await alerts.getByText(`Stop all alerts to ${newEmail} and forget it?`).waitFor()
  await checkScreen(page, '05-remove-confirm', alerts)
  await alerts.getByRole('button', { name: 'Remove', exact: true }).click()
  await alerts.getByText('Your email was removed').waitFor()
  await alerts.getByLabel('Email address').waitFor()
})
