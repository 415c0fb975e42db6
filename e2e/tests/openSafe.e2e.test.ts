import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'

const suite = setupSuite('open-safe')

/** The local chain's EIP-3770 prefix, as the gateway lists it. */
async function localShortName(): Promise<string> {
  const response = await fetch(`${suite.product.webUrl}/v1/chains/${suite.product.chainId}`)
  const body: unknown = await response.json()
  if (
    typeof body !== 'object' ||
    body === null ||
    !('shortName' in body) ||
    typeof body.shortName !== 'string'
  )
    throw new Error(`GET /v1/chains/${suite.product.chainId} has no shortName`)
  return body.shortName
}

/**
 * The header's "Open a Safe" link. The home page has an "Open a Safe" card (an h2) with the same form,
 * and the URL changes before the lazily loaded page replaces it: wait for the page's own h1.
 */
async function goToOpenSafePage(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Open a Safe' }).click()
  await page.waitForURL((url) => url.pathname !== '/')
  await page.getByRole('heading', { name: 'Open a Safe', level: 1 }).waitFor()
}

test('typing shortName:address of the demo Safe opens that Safe’s page', async () => {
  const { page } = await suite.openApp()
  const safe = suite.product.demo.safe
  const shortName = await localShortName()

  await goToOpenSafePage(page)
  const input = page.getByRole('textbox', { name: 'Safe address' })
  await input.fill(`${shortName}:${safe}`)
  await screenshot(page, 'open-safe-01-form')
  await page.getByRole('button', { name: 'Open Safe' }).click()

  await page.waitForURL((url) => decodeURIComponent(url.pathname).includes(safe))
  await page.getByText(safe).first().waitFor()
  await screenshot(page, 'open-safe-02-safe-page')
  expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(`/safe/${shortName}:${safe}`)
})

test('an address with a broken checksum is refused with a message', async () => {
  const { page } = await suite.openApp({ path: '/' })
  const safe = suite.product.demo.safe
  // Flip the case of one letter: still an address, but no longer its EIP-55 spelling.
  const index = [...safe].findIndex((char, at) => at > 1 && /[a-fA-F]/.test(char))
  const char = safe[index] ?? 'a'
  const broken = `${safe.slice(0, index)}${char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()}${safe.slice(index + 1)}`

  await goToOpenSafePage(page)
  await page.getByRole('textbox', { name: 'Safe address' }).fill(broken)
  await page.getByRole('button', { name: 'Open Safe' }).click()
  await page.getByText(/checksum is wrong/).waitFor()
  await screenshot(page, 'open-safe-03-bad-checksum')
})
