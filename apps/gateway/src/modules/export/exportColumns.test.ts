import { describe, expect, it } from 'vitest'
import { type ExportRow, exportCsvHeaders, toExportCsvHeader, toExportCsvLine } from './exportColumns.ts'
import { parseCsv } from './testing/parseCsv.ts'

const safe = '0x5afE000000000000000000000000000000000001'

/** A deterministic row `index`, every fourth with a note a spreadsheet could trip over. */
function generatedRow(index: number): ExportRow {
  const hex = index.toString(16).padStart(40, '0')
  const kind = index % 3
  return {
    safe,
    from: index % 2 === 0 ? safe : `0x${hex}`,
    to: index % 2 === 0 ? `0x${hex}` : safe,
    amount: kind === 2 ? '1' : `${index}.${String(index % 1000).padStart(3, '0')}`,
    assetType: kind === 0 ? 'native' : kind === 1 ? 'erc20' : 'erc721',
    assetAddress: kind === 0 ? null : `0x${'7'.repeat(40)}`,
    assetSymbol: kind === 0 ? 'ETH' : kind === 1 ? 'USDC' : 'NFT',
    assetDecimals: kind === 0 ? 18 : kind === 1 ? 6 : 0,
    tokenId: kind === 2 ? String(index) : null,
    direction: index % 2 === 0 ? 'outgoing' : 'incoming',
    nonce: index % 2 === 0 ? index / 2 : null,
    proposer: index % 2 === 0 ? `0x${'a'.repeat(40)}` : null,
    proposedAt: index % 2 === 0 ? 1_700_000_000_000 + index * 1000 : null,
    executor: index % 2 === 0 ? `0x${'b'.repeat(40)}` : null,
    executedAt: 1_700_000_000_000 + index * 1000 + 500,
    safeTxHash: index % 2 === 0 ? `0x${hex.padStart(64, '0')}` : null,
    txHash: `0x${hex.padStart(64, 'f')}`,
    note:
      index % 4 === 0 ? `Invoice ${index}, "paid"\nsecond line` : index % 4 === 1 ? `=cmd|${index}` : null,
  }
}

describe('the export CSV', () => {
  it('writes 10,000 generated rows that read back cell for cell, with the header first', () => {
    const count = 10_000
    // Written in batches as the worker does, each one joined on its own.
    let csv = toExportCsvHeader()
    for (let start = 0; start < count; start += 500) {
      let batch = ''
      for (let index = start; index < Math.min(start + 500, count); index++)
        batch += toExportCsvLine(generatedRow(index))
      csv += batch
    }
    expect(csv.startsWith('\uFEFFSafe Address,From Address,To Address,Amount,')).toBe(true)

    const records = parseCsv(csv)
    expect(records).toHaveLength(count + 1)
    expect(records[0]).toEqual(exportCsvHeaders)
    for (const record of records) expect(record).toHaveLength(exportCsvHeaders.length)

    const column = (name: string) => exportCsvHeaders.indexOf(name)
    const row4 = records[1 + 4]
    expect(row4?.[column('Note')]).toBe('Invoice 4, "paid"\nsecond line')
    expect(row4?.[column('Nonce')]).toBe('2')
    expect(row4?.[column('Executed at')]).toBe('2023-11-14T22:13:24.500Z')
    // A note that starts a formula is kept as text.
    expect(records[1 + 5]?.[column('Note')]).toBe("'=cmd|5")
    const last = records[count]
    expect(last?.[column('Transaction Hash')]).toBe(generatedRow(count - 1).txHash)
    expect(last?.[column('Proposer Address')]).toBe('')
  })

  it('names every column the leading product’s export has', () => {
    expect(exportCsvHeaders).toEqual(
      expect.arrayContaining([
        'Safe Address',
        'From Address',
        'To Address',
        'Amount',
        'Asset Type',
        'Asset Symbol',
        'Created at',
        'Executed at',
        'Proposer Address',
        'Executor Address',
        'Transaction Hash',
        'Note',
      ]),
    )
  })
})
