import { readFile } from 'node:fs/promises'
import { expect, test } from 'vitest'
import { screenshot } from '../src/screenshot.ts'
import { setupSuite } from '../src/setupSuite.ts'

const suite = setupSuite('history-export')

/** RFC 4180 records of a small CSV (the export's cells here hold no line breaks). */
function records(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','))
}

test('History exports the Safe’s history as a CSV file the browser saves', async () => {
  const { product } = suite
  const { demo } = product
  const { page } = await suite.openApp({ path: `/safe/${product.chainShortName}:${demo.safe}/history` })
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('heading', { name: 'History' }).waitFor()
  const button = page.getByRole('button', { name: 'Export CSV' })
  await button.waitFor()
  await screenshot(page, 'history-export-01-button')

  const download = page.waitForEvent('download', { timeout: 20_000 })
  await button.click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^transaction-export-${demo.safe}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  )
  const path = await file.path()
  const rows = records(await readFile(path, 'utf8'))
  expect(rows[0]?.slice(0, 5)).toEqual(['Safe Address', 'From Address', 'To Address', 'Amount', 'Asset Type'])
  // The demo Safe's funding, received while the chain was seeded: 10 ETH, 1,000 CDT and an NFT.
  expect(rows.slice(1).map((row) => `${row[3]} ${row[6]}`)).toEqual(
    expect.arrayContaining(['10 ETH', '1000 CDT', '1 CNFT']),
  )
  await page.getByRole('link', { name: 'Download CSV' }).waitFor()
  await screenshot(page, 'history-export-02-done')

  await page.setViewportSize({ width: 390, height: 844 })
  await screenshot(page, 'history-export-03-phone')
})
