/**
 * Benchmark: the gzip size of the JavaScript a first visit to a Safe's page loads.
 *
 * It starts the whole product (chain, gateway, built web app) on free ports, opens the demo Safe's page in
 * headless Chromium with an empty cache, and adds up every script the page fetched until the network went
 * idle, gzip-compressed. That is what a person's browser downloads, whatever the chunking. It prints figures;
 * it never fails on a budget.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { formatKb } from './formatKb.ts'
import { gzipSize } from './gzipSize.ts'

const BUDGET_BYTES = 250_000
// Published figures of the leading product's first Safe page, gzip: current version and its 2025 version.
const LEADER_CURRENT_BYTES = 1_850_000
const LEADER_2025_BYTES = 1_100_000

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-'))
const product = await startCoffer({
  dataDir,
  ports: { rpc: 0, web: 0, safeApps: 0 },
  logLevel: 'warn',
  log: () => {},
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})

try {
  if (!product.demo) throw new Error('The benchmark needs the local chain and its demo Safe')
  const page = await browser.newPage()
  const scripts: { url: string; bytes: number; gzip: number }[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body)
      scripts.push({ url: new URL(response.url()).pathname, bytes: body.byteLength, gzip: gzipSize(body) })
  })
  const safePath = `/safe/${product.chainShortName}:${product.demo.safe}`
  await page.goto(`${product.webUrl}${safePath}`, { waitUntil: 'networkidle' })

  const total = scripts.reduce((sum, s) => sum + s.gzip, 0)
  const raw = scripts.reduce((sum, s) => sum + s.bytes, 0)
  console.log(`First visit to a Safe's page (${safePath}): ${scripts.length} scripts`)
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${formatKb(s.gzip).padStart(9)} gzip  ${formatKb(s.bytes).padStart(9)} raw  ${s.url}`)
  }
  console.log(`Total JavaScript: ${formatKb(total)} gzip (${formatKb(raw)} raw)`)
  console.log(`Budget ${formatKb(BUDGET_BYTES)}: ${((total / BUDGET_BYTES) * 100).toFixed(0)}% used`)
  console.log(
    `vs the leading product today (${formatKb(LEADER_CURRENT_BYTES)}): ${(total / LEADER_CURRENT_BYTES).toFixed(2)}x`,
  )
  console.log(
    `vs the leading product in 2025 (${formatKb(LEADER_2025_BYTES)}): ${(total / LEADER_2025_BYTES).toFixed(2)}x`,
  )
} finally {
  await browser.close()
  await product.stop()
  await rm(dataDir, { recursive: true, force: true })
}
