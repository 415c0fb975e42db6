/**
 * Benchmark: Lighthouse on the Safe dashboard served by the product (what `npm start` serves), with Debian's
 * Chromium, mobile and desktop presets, median of 5 runs each: performance score, LCP, TBT and the JavaScript
 * bytes transferred. The leading product's current version, measured the same way: mobile 42, LCP 13.4 s,
 * 1.7 MB of JavaScript. Goal: mobile ≥ 95 and LCP ≤ 2 s. Prints figures; never fails on them.
 *
 * `BENCH_LIGHTHOUSE_RUNS` changes the run count, `BENCH_LIGHTHOUSE_PRESETS=mobile` measures one preset, and
 * `BENCH_LIGHTHOUSE_REPORTS=<dir>` keeps each run's JSON report there, to read what the score is made of
 * (the LCP element and its breakdown, the critical request chain, main-thread work).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { z } from 'zod'
import { startCoffer } from '../../scripts/startCoffer.ts'
import { formatKb } from './formatKb.ts'
import { median } from './median.ts'

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const presets = z
  .array(z.enum(['mobile', 'desktop']))
  .parse((process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(','))
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS

const NetworkRequestsSchema = z.object({
  details: z.object({
    items: z.array(z.object({ resourceType: z.string().optional(), transferSize: z.number().optional() })),
  }),
})

type Run = { score: number; fcpMs: number; lcpMs: number; tbtMs: number; jsBytes: number }

const dataDir = await mkdtemp(join(tmpdir(), 'coffer-bench-lighthouse-'))
const product = await startCoffer({
  dataDir,
  ports: { rpc: 0, web: 0, safeApps: 0 },
  logLevel: 'warn',
  log: () => {},
})
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--no-first-run',
  ],
})

async function measure(url: string, preset: 'mobile' | 'desktop', run: number): Promise<Run> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error('Lighthouse returned no result')
  const { lhr } = result
  if (reportsDir) {
    await mkdir(reportsDir, { recursive: true })
    await writeFile(join(reportsDir, `${preset}-${run + 1}.json`), JSON.stringify(lhr, null, 1))
  }
  const requests = NetworkRequestsSchema.parse(lhr.audits['network-requests'])
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: requests.details.items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  }
}

try {
  if (!product.demo) throw new Error('The benchmark needs the local chain and its demo Safe')
  const url = `${product.webUrl}/safe/${product.chainShortName}:${product.demo.safe}`
  console.log(`Lighthouse ${runs}× per preset on ${url}`)
  for (const preset of presets) {
    const results: Run[] = []
    for (let run = 0; run < runs; run++) results.push(await measure(url, preset, run))
    const figure = (pick: (run: Run) => number, format: (value: number) => string) => {
      const values = results.map(pick)
      return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
    }
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    const millis = (ms: number) => `${ms.toFixed(0)} ms`
    console.log(
      `  ${preset.padEnd(8)} performance ${figure((r) => r.score, String)}` +
        `  LCP ${figure((r) => r.lcpMs, seconds)}  FCP ${figure((r) => r.fcpMs, seconds)}` +
        `  TBT ${figure((r) => r.tbtMs, millis)}` +
        `  JS ${formatKb(median(results.map((r) => r.jsBytes)))} transferred`,
    )
  }
  console.log('  (medians, min–max in brackets)')
  console.log(
    '  leader (current version, mobile): performance 42, LCP 13.4 s, JS 1.7 MB; goal: mobile ≥ 95, LCP ≤ 2 s',
  )
} finally {
  chrome.kill()
  await product.stop()
  await rm(dataDir, { recursive: true, force: true })
}
