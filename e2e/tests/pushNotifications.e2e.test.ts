import { getDevAccount } from '@coffer/devchain'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, expect, test } from 'vitest'
import { z } from 'zod'
import { startPushReceiver } from '../../apps/gateway/test/push/startPushReceiver.ts'
import { accountButton } from '../src/accountButton.ts'
import { describeAxeFindings, findSeriousAxeViolations } from '../src/axeScan.ts'
import { connectWallet } from '../src/connectWallet.ts'
import { proposeThroughGateway } from '../src/proposeThroughGateway.ts'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'
import { signIn } from '../src/signIn.ts'
import { stubPushService } from '../src/stubPushService.ts'
import { demoSafePath, goToSettingsPage } from '../src/transactionFlows/ownerSession.ts'

// The gateway's test push service: it checks VAPID and decrypts each message as a browser would. The
// gateway may push to it only because this origin is listed, as an operator lists a self-hosted one.
const receiver = await startPushReceiver()
const suite = setupSuite('pushNotifications', { env: { COFFER_PUSH_SERVICE_ORIGINS: receiver.origin } })
afterAll(() => receiver.close())

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
const allTypes = [
  'CONFIRMATION_REQUEST',
  'DELETED_MULTISIG_TRANSACTION',
  'EXECUTED_MULTISIG_TRANSACTION',
  'INCOMING_ETHER',
  'INCOMING_TOKEN',
  'MESSAGE_CONFIRMATION_REQUEST',
  'MODULE_TRANSACTION',
]

const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  path: z.string(),
  data: z.record(z.string(), z.string()),
})
const TypesSchema = z.array(z.object({ name: z.string() }))
const NotificationsSchema = z.array(z.object({ title: z.string(), body: z.string(), url: z.string() }))

const section = (page: Page) => page.getByTestId('push-notifications')
const pushState = (page: Page, state: string) =>
  section(page).locator(`[data-testid="push-state"][data-state="${state}"]`)

/** The types the gateway holds for this browser's device and the demo Safe, read with the page's session. */
async function registeredTypes(page: Page): Promise<string[]> {
  const deviceUuid = await page.evaluate(() => localStorage.getItem('coffer.push.deviceUuid'))
  const { chainId, demo } = suite.product
  const response = await page
    .context()
    .request.get(
      `${suite.product.webUrl}/v2/chains/${chainId}/notifications/devices/${deviceUuid}/safes/${demo.safe}`,
    )
  expect(response.status()).toBe(200)
  return TypesSchema.parse(await response.json()).map((type) => type.name)
}

async function expectNoSeriousAxeFindings(page: Page, screen: string) {
  const findings = await findSeriousAxeViolations(page)
  expect(findings, `${screen}:\n${describeAxeFindings(findings)}`).toEqual([])
}

/** Counts the page's `Notification.requestPermission` calls (in sessionStorage), to know when it asks. */
async function countPermissionRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification)
    Object.defineProperty(Notification, 'requestPermission', {
      configurable: true,
      value: () => {
        const count = Number(sessionStorage.getItem('e2e.permissionRequests') ?? '0')
        sessionStorage.setItem('e2e.permissionRequests', String(count + 1))
        return ask()
      },
    })
  })
}

const permissionRequests = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e.permissionRequests') ?? '0'))

/** The service worker's registration id, as the devtools protocol names it (to deliver a push to it). */
async function serviceWorkerRegistrationId(cdp: CDPSession, scope: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted)
      if (registration) resolve(registration.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

test('an owner turns push on in Settings; a proposal reaches the subscription, the worker shows it and a click opens the transaction', async () => {
  const subscription = receiver.subscribe()
  const session = await suite.openApp({ accountIndex: 1 })
  const { page, context } = session
  await stubPushService(context, subscription.json)
  await countPermissionRequests(context)
  await page.setViewportSize(desktop)
  await page.goto(demoSafePath(suite, '/settings/notifications'))
  await connectWallet(page)
  await signIn(page)
  await accountButton(page, session.wallet.account.address).waitFor()

  // Headless Chromium blocks notifications until told otherwise: the section says so, and how to unblock.
  await pushState(page, 'blocked').waitFor()
  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-blocked-desktop')
  await expectNoSeriousAxeFindings(page, 'Notifications blocked, desktop, light')

  // The owner allows notifications in the browser: the section follows the permission and turns on.
  await context.grantPermissions(['notifications'], { origin: suite.product.webUrl })
  await pushState(page, 'off').waitFor()
  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-off-desktop')
  // Loading Settings asked the browser nothing (a headless one cannot show the question at all: unknown
  // permissions read "denied" there); the app asks only from the owner's click, and only when undecided.
  expect(await permissionRequests(page)).toBe(0)
  await section(page).getByRole('button', { name: 'Turn on notifications' }).click()
  await pushState(page, 'on').waitFor({ timeout: 20_000 })
  expect(await registeredTypes(page)).toEqual(allTypes)
  const vapid = z
    .object({ publicKey: z.string() })
    .parse(await (await fetch(`${suite.product.webUrl}/v1/notifications/vapid-public-key`)).json())
  expect(await page.evaluate(() => localStorage.getItem('e2e.push.applicationServerKey'))).toBe(
    vapid.publicKey,
  )

  // One type off (a click on its label, as a person does): the gateway keeps the others.
  await section(page).getByText('The Safe received the native coin').click()
  await expect
    .poll(() => section(page).getByRole('switch', { name: 'The Safe received the native coin' }).isChecked())
    .toBe(false)
  await expect.poll(() => registeredTypes(page)).toEqual(allTypes.filter((type) => type !== 'INCOMING_ETHER'))

  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-on-desktop')
  await expectNoSeriousAxeFindings(page, 'Notifications on, desktop, light')
  await page.setViewportSize(phone)
  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-on-phone')
  await expectNoSeriousAxeFindings(page, 'Notifications on, phone, light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await screenshot(page, 'push-settings-on-phone-dark')
  await expectNoSeriousAxeFindings(page, 'Notifications on, phone, dark')
  await page.setViewportSize(desktop)
  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-on-desktop-dark')
  await expectNoSeriousAxeFindings(page, 'Notifications on, desktop, dark')
  await page.emulateMedia({ colorScheme: 'light' })

  // Another owner proposes: the gateway pushes the signature request to this browser's subscription.
  const arrived = receiver.next()
  const { safeTxHash } = await proposeThroughGateway({
    product: suite.product,
    tx: { to: getDevAccount(6).address, value: parseEther('1') },
    signers: [getDevAccount(2)],
  })
  const push = await arrived
  expect(receiver.problems).toEqual([])
  expect(push.subscriptionId).toBe(subscription.id)
  expect(push.vapidPublicKey).toBe(vapid.publicKey)
  const payload = PushPayloadSchema.parse(JSON.parse(push.text))
  console.log(`[push] delivered: ${payload.title} — ${payload.body} → ${payload.path}`)
  expect(payload.body).toMatch(/^1 of 2 signed: .+ — your signature is needed$/)
  expect(payload.path).toBe(
    `${demoSafePath(suite)}/transactions/multisig_${suite.product.demo.safe}_${safeTxHash}`,
  )

  // The push service would now hand that message to the browser: the devtools protocol does it here.
  const cdp = await context.newCDPSession(page)
  const registrationId = await serviceWorkerRegistrationId(cdp, `${suite.product.webUrl}/`)
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: suite.product.webUrl,
    registrationId,
    data: push.text,
  })
  const readNotifications = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: String(notification.data?.url),
      })),
    )
  await expect.poll(async () => NotificationsSchema.parse(await readNotifications()).length).toBe(1)
  const [shown] = NotificationsSchema.parse(await readNotifications())
  expect(shown).toEqual({
    title: payload.title,
    body: payload.body,
    url: `${suite.product.webUrl}${payload.path}`,
  })

  // A click on it (dispatched in the worker: a headless browser draws no notification to click).
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('The service worker is not running')
  await worker.evaluate(`(async () => {
    const [notification] = await self.registration.getNotifications()
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
  })()`)
  await page.waitForURL(`**${payload.path}`)
  await page.getByText('1 of 2').first().waitFor()

  // Off again: the gateway forgets this browser for the Safe.
  await goToSettingsPage(page, 'Notifications')
  await pushState(page, 'on')
    .waitFor()
    .catch(async (error) => {
      throw new Error(
        `Settings shows: ${(await section(page).innerHTML()).slice(0, 3000)} ${session.problems.join(' | ')}`,
        { cause: error },
      )
    })
  await section(page).getByRole('button', { name: 'Turn off' }).click()
  await pushState(page, 'off').waitFor()
  expect(await registeredTypes(page)).toEqual([])
})

test('a connected account that owns no part of the Safe is told why it cannot turn notifications on', async () => {
  const session = await suite.openApp({ accountIndex: 7 })
  const { page } = session
  await page.setViewportSize(phone)
  await page.goto(demoSafePath(suite, '/settings/notifications'))
  await connectWallet(page)
  await signIn(page)
  await section(page).getByText('The connected account is not an owner of this Safe').waitFor()
  await section(page).scrollIntoViewIfNeeded()
  await screenshot(page, 'push-settings-not-owner-phone')
  await expectNoSeriousAxeFindings(page, 'Notifications, not an owner, phone')
})
