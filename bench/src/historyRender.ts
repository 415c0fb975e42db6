/**
 * Benchmark: the History page of a Safe with 10,000 executed transactions, against the same page of a Safe
 * with 10, in the same run (the baseline): time from navigation to the first row, how many rows the DOM
 * holds (virtualization keeps it to about a screenful), and frame times while scrolling through the first
 * 1,000 transactions (pages load as it scrolls). Prints figures; never fails on them.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDatabase, migrateToLatest, startGateway } from '@coffer/gateway'
import { chromium, type Page } from 'playwright-core'
import { z } from 'zod'
import { type FixtureSafe, planFixture, writeFixture } from './api/historyFixture.ts'
import { median, percentile } from './median.ts'

const scrollTarget = 1_000
const webDistDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url))

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-history-'))
const [big, small] = planFixture({ safeCount: 2, targetTransactions: 10_000, totalTransactions: 10_010 })
if (!big || !small) throw new Error('The fixture needs two Safes')
const db = createDatabase({ kind: 'sqlite', filename: join(dataDir, 'coffer.sqlite') })
await migrateToLatest(db)
await writeFixture(db, [big, small])
await db.destroy()

const gateway = await startGateway({
  port: 0,
  dataDir,
  webDistDir,
  logLevel: 'silent',
  indexer: { enabled: false },
  chains: [{ chainId: 31337, name: 'Bench', shortName: 'bench', rpcUrl: 'http://127.0.0.1:9', l2: true }],
})
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})

type Figures = {
  firstRowMs: number
  domRowsAtStart: number
  domRowsAfterScroll: number
  loaded: number
  frameP50: number
  frameP95: number
}

async function measure(safe: FixtureSafe): Promise<Figures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  try {
    const started = performance.now()
    await page.goto(`${gateway.url}/safe/bench:${safe.address}/history`)
    await page.getByTestId('history-row').first().waitFor({ timeout: 30_000 })
    const firstRowMs = performance.now() - started
    const domRowsAtStart = await page.getByTestId('history-row').count()
    const { loaded, frames } = await scrollThrough(page, Math.min(scrollTarget, safe.transactions))
    return {
      firstRowMs,
      domRowsAtStart,
      domRowsAfterScroll: await page.getByTestId('history-row').count(),
      loaded,
      frameP50: median(frames),
      frameP95: percentile(frames, 95),
    }
  } finally {
    await page.close()
  }
}

/**
 * Scrolls down in steps until `target` rows were loaded (or the list ends), timing every frame. Runs in the
 * page as plain source: the benchmark runs under tsx, whose transform would add helpers the page lacks.
 */
const scrollScript = `async (wanted) => {
  const frames = []
  let last = performance.now()
  let running = true
  const tick = (now) => {
    frames.push(now - last)
    last = now
    if (running) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
  const seen = new Set()
  const deadline = performance.now() + 60000
  let stillFor = 0
  while (seen.size < wanted && performance.now() < deadline) {
    for (const row of document.querySelectorAll('[data-testid="history-row"]')) seen.add(row.textContent)
    const before = window.scrollY
    window.scrollBy(0, 600)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    stillFor = window.scrollY === before ? stillFor + 1 : 0
    if (stillFor > 200) break
  }
  running = false
  return { loaded: seen.size, frames: frames.slice(1) }
}`

const ScrollResultSchema = z.object({ loaded: z.number(), frames: z.array(z.number()) })

async function scrollThrough(page: Page, target: number): Promise<{ loaded: number; frames: number[] }> {
  return ScrollResultSchema.parse(await page.evaluate(`(${scrollScript})(${target})`))
}

try {
  const baseline = await measure(small)
  const large = await measure(big)
  console.log('History page in Chromium (1280×900), Safe with 10,000 transactions vs. one with 10 (baseline)')
  for (const [name, figures] of [
    ['10 transactions', baseline],
    ['10,000 transactions', large],
  ] as const) {
    console.log(
      `  ${name.padEnd(20)} first row ${figures.firstRowMs.toFixed(0).padStart(5)} ms  DOM rows ${String(figures.domRowsAtStart).padStart(3)} at start, ` +
        `${String(figures.domRowsAfterScroll).padStart(3)} after scrolling past ${figures.loaded} rows  frames p50 ${figures.frameP50.toFixed(1)} ms, p95 ${figures.frameP95.toFixed(1)} ms`,
    )
  }
  console.log(`  first row ratio (10,000 / 10): ${(large.firstRowMs / baseline.firstRowMs).toFixed(2)}`)
} finally {
  await browser.close()
  await gateway.close()
  await rm(dataDir, { recursive: true, force: true })
}
