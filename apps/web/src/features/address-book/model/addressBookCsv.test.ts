import { describe, expect, it } from 'vitest'
import { parseAddressBookCsv, serialiseAddressBookCsv } from './addressBookCsv.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const

describe('parseAddressBookCsv', () => {
  it('reads a Safe{Wallet} export: header, CRLF, a BOM, lowercase addresses', () => {
    const text = `\uFEFFaddress,name,chainId\r\n${alice.toLowerCase()},Alice,1\r\n${bob},Bob,31337\r\n`
    expect(parseAddressBookCsv(text)).toEqual({
      ok: true,
      entries: [
        { address: alice, name: 'Alice', chainId: '1' },
        { address: bob, name: 'Bob', chainId: '31337' },
      ],
      problems: [],
    })
  })

  it('reads quoted names with commas, quotes and line breaks, in any column order', () => {
    const text = `name,chainId,address\n"Ops, ""hot"" wallet",1,${alice}\n"two\nlines",1,${bob}\n`
    const result = parseAddressBookCsv(text)
    expect(result).toMatchObject({
      ok: true,
      entries: [
        { address: alice, name: 'Ops, "hot" wallet' },
        { address: bob, name: 'two\nlines' },
      ],
    })
  })

  it('skips bad lines and says which and why', () => {
    const broken = alice.replace('C51', 'c51')
    const text = [
      'address,name,chainId',
      `0x1234,Short,1`,
      `${broken},Typo,1`,
      `${alice},,1`,
      `${alice},Alice,mainnet`,
      `${alice}`,
      '',
      `${bob},Bob,1`,
    ].join('\n')
    expect(parseAddressBookCsv(text)).toEqual({
      ok: true,
      entries: [{ address: bob, name: 'Bob', chainId: '1' }],
      problems: [
        { line: 2, reason: 'invalid_address' },
        { line: 3, reason: 'bad_checksum' },
        { line: 4, reason: 'missing_name' },
        { line: 5, reason: 'invalid_chain_id' },
        { line: 6, reason: 'columns' },
      ],
    })
  })

  it('refuses a file without the three columns, or an empty one', () => {
    expect(parseAddressBookCsv('')).toEqual({ ok: false, error: 'empty' })
    expect(parseAddressBookCsv(`address,label\n${alice},A\n`)).toEqual({
      ok: false,
      error: 'missing_columns',
    })
  })
})

describe('serialiseAddressBookCsv', () => {
  it('writes the Safe{Wallet} columns, quotes what needs it, and reads back the same', () => {
    const entries = [
      { address: alice, name: 'Alice', chainId: '1' },
      { address: bob, name: 'Ops, "hot"', chainId: '1' },
      // Another network's entry in the same file: an export holds every network's.
      { address: alice, name: 'Alice on Polygon', chainId: '137' },
    ] as const
    const text = serialiseAddressBookCsv(entries)
    expect(text).toBe(
      `address,name,chainId\n${alice},Alice,1\n${bob},"Ops, ""hot""",1\n${alice},Alice on Polygon,137\n`,
    )
    expect(parseAddressBookCsv(text)).toEqual({ ok: true, entries, problems: [] })
  })

  it('defuses spreadsheet formulas in names and restores them on import', () => {
    const entries = [{ address: alice, name: '=HYPERLINK("x")', chainId: '1' }] as const
    const text = serialiseAddressBookCsv(entries)
    expect(text).toContain(`'=HYPERLINK`)
    expect(parseAddressBookCsv(text)).toEqual({ ok: true, entries, problems: [] })
  })
})
