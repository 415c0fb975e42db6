/**
 * Benchmark: the Safe Apps host, measured from inside an app. The e2e test app (built from the official
 * SDK and provider, e2e/src/safeAppsTestApp/) is served from an origin the product allows and opened on the
 * demo Safe in Chromium:
 * - `getSafeInfo` answer time seen by the app, median and p99 of warm calls (wagmi's safe() connector gives
 *   the host 10 ms to answer before it decides it is not in a Safe);
 * - time from opening the app to its first answered call: clicking its Open link on the Apps page (the app's
 *   own load included), and loading the app page's URL in a fresh tab (the whole page included).
 * Prints figures; never fails on them.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { z } from 'zod'
import { serveSafeAppsTestApp } from '../../e2e/src/safeAppsTestApp/serveSafeAppsTestApp.ts'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { median, percentile } from './median.ts'

const warmCalls = Number(process.env.BENCH_SAFE_APPS_CALLS ?? 500)
const opens = Number(process.env.BENCH_SAFE_APPS_OPENS ?? 10)
const goalMs = 10
const appName = 'Coffer Test App'

const testApp = await serveSafeAppsTestApp()
const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-safe-apps-'))
const product = await startCoffer({
  dataDir,
  ports: { rpc: 0, web: 0, safeApps: 0 },
  safeAppsAllowedOrigins: [testApp.origin],
  logLevel: 'warn',
  log: () => {},
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})

const demo = product.demo
if (!demo) throw new Error('The benchmark needs the local chain and its demo Safe')
const safePath = `/safe/${product.chainShortName}:${demo.safe}`
// The app's URL as the web app spells it (normalizeAppUrl: no trailing slash), with the warm calls to make.
const appUrl = `${testApp.origin}?runs=${warmCalls}`

const StepSchema = z.object({ ok: z.literal(true), value: z.array(z.number()) })

/** The app is the person's own (added by URL) and was opened before: no warning stands in the way. */
function knownAppScript(chainId: string): string {
  return `(() => {
    localStorage.setItem('coffer.safeApps.custom.${chainId}', JSON.stringify([{ url: ${JSON.stringify(appUrl)}, name: '${appName}', description: 'Benchmark', iconUrl: null }]))
    localStorage.setItem('coffer.safeApps.openedUnlisted', JSON.stringify([${JSON.stringify(appUrl)}]))
  })()`
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: product.webUrl,
    viewport: { width: 1280, height: 900 },
  })
  await context.addInitScript(knownAppScript(String(await chainIdOf())))
  return context.newPage()
}

let chainId: number | undefined
async function chainIdOf(): Promise<number> {
  if (chainId !== undefined) return chainId
  const response = await fetch(`${product.webUrl}/v1/chains`)
  const { results } = z
    .object({ results: z.array(z.object({ chainId: z.string() })) })
    .parse(await response.json())
  chainId = Number(results[0]?.chainId ?? 31337)
  return chainId
}

const frame = (page: Page) => page.frameLocator(`iframe[title="${appName}"]`)

/** When the app had its first answer (ms since the epoch, from the app's own clock). */
async function firstAnswerAt(page: Page): Promise<number> {
  const body = frame(page).locator('body[data-first-answer-at]')
  await body.waitFor({ timeout: 60_000 })
  return Number(await body.getAttribute('data-first-answer-at'))
}

/** Opening by the Apps page's Open link: from the click to the app's first answer. */
async function openFromAppsPage(page: Page): Promise<number> {
  await page.goto(`${safePath}/apps`)
  const link = page.getByRole('link', { name: `Open ${appName}` })
  await link.waitFor({ timeout: 60_000 })
  await page.evaluate(
    `document.addEventListener('click', () => { window.__openedAt = performance.timeOrigin + performance.now() }, { capture: true, once: true })`,
  )
  await link.click()
  const answeredAt = await firstAnswerAt(page)
  const openedAt = z.number().parse(await page.evaluate('window.__openedAt'))
  return answeredAt - openedAt
}

/** Loading the app page's URL in a fresh tab: from navigation start to the app's first answer. */
async function openByUrl(): Promise<number> {
  const page = await newPage()
  try {
    await page.goto(`${safePath}/apps/open?appUrl=${encodeURIComponent(appUrl)}`)
    const answeredAt = await firstAnswerAt(page)
    const navigationStart = z.number().parse(await page.evaluate('performance.timeOrigin'))
    return answeredAt - navigationStart
  } finally {
    await page.context().close()
  }
}

function figures(samples: readonly number[]): string {
  return `median ${median(samples).toFixed(2)} ms, p99 ${percentile(samples, 99).toFixed(2)} ms, max ${Math.max(...samples).toFixed(2)} ms (${samples.length} runs)`
}

try {
  const page = await newPage()
  const fromLink: number[] = []
  for (let run = 0; run < opens; run++) fromLink.push(await openFromAppsPage(page))
  const fromUrl: number[] = []
  for (let run = 0; run < opens; run++) fromUrl.push(await openByUrl())

  // Warm: the app is loaded and has had its first answer; each call is timed in the frame.
  await frame(page).getByRole('button', { name: 'Measure', exact: true }).click()
  const measured = frame(page).locator('li[data-step="measure"]')
  await measured.waitFor({ timeout: 120_000 })
  const { value: samples } = StepSchema.parse(
    JSON.parse((await measured.getAttribute('data-result')) ?? 'null'),
  )

  console.log(
    `Safe Apps host in Chromium (1280×900), demo Safe, ${appName} (official SDK 9.1.0) from ${testApp.origin}`,
  )
  console.log(`  getSafeInfo answer in the frame, warm: ${figures(samples)}`)
  console.log(
    `    goal ≤ ${goalMs} ms (wagmi's safe() connector): p99 is ${(percentile(samples, 99) / goalMs).toFixed(2)}× the goal, ${samples.filter((ms) => ms > goalMs).length} of ${samples.length} calls over it`,
  )
  console.log(`  open → first answered call, from the Apps page's Open link: ${figures(fromLink)}`)
  console.log(`  open → first answered call, loading the app page's URL:      ${figures(fromUrl)}`)
} finally {
  await browser.close()
  await product.stop()
  await testApp.close()
  await rm(dataDir, { recursive: true, force: true })
}
