import type { Address } from 'viem'
import { checkAddress } from '../../../address/parseSafeAddressInput.ts'
import { maxNameLength } from '../../../address-book/addressBookStore.ts'

/**
 * Address book CSV as Safe{Wallet} exports and imports it: a header `address,name,chainId`, then one
 * entry per line. Fields follow RFC 4180 (quotes around commas, quotes and line breaks; "" inside).
 */
export type CsvEntry = { address: Address; name: string; chainId: string }

export type CsvProblem = {
  /** 1-based line in the file, as an editor shows it. */
  line: number
  reason:
    | 'invalid_address'
    | 'bad_checksum'
    | 'missing_name'
    | 'name_too_long'
    | 'invalid_chain_id'
    | 'columns'
}

export type CsvParseResult =
  | { ok: true; entries: CsvEntry[]; problems: CsvProblem[] }
  | { ok: false; error: 'empty' | 'missing_columns' }

/** Splits CSV text into rows of fields, each with the line it started on. */
function readRows(text: string): { line: number; fields: string[] }[] {
  const rows: { line: number; fields: string[] }[] = []
  let fields: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let rowLine = 1
  const source = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
      continue
    }
    if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++
      fields.push(field)
      rows.push({ line: rowLine, fields })
      fields = []
      field = ''
      line++
      rowLine = line
    } else field += char
  }
  if (field !== '' || fields.length > 0) {
    fields.push(field)
    rows.push({ line: rowLine, fields })
  }
  return rows.filter((row) => row.fields.some((value) => value.trim() !== ''))
}

// Spreadsheets run cells starting with these as formulas; export escapes them with a leading '.
const formulaStart = /^[=+\-@\t\r]/

function unescapeName(name: string): string {
  return name.startsWith("'") && formulaStart.test(name.slice(1)) ? name.slice(1) : name
}

export function parseAddressBookCsv(text: string): CsvParseResult {
  const rows = readRows(text)
  const [header, ...body] = rows
  if (!header) return { ok: false, error: 'empty' }
  const columns = header.fields.map((name) => name.trim().toLowerCase())
  const addressColumn = columns.indexOf('address')
  const nameColumn = columns.indexOf('name')
  const chainColumn = columns.indexOf('chainid')
  if (addressColumn === -1 || nameColumn === -1 || chainColumn === -1)
    return { ok: false, error: 'missing_columns' }

  const entries: CsvEntry[] = []
  const problems: CsvProblem[] = []
  for (const row of body) {
    const rawAddress = row.fields[addressColumn]
    const rawName = row.fields[nameColumn]
    const rawChainId = row.fields[chainColumn]
    if (rawAddress === undefined || rawName === undefined || rawChainId === undefined) {
      problems.push({ line: row.line, reason: 'columns' })
      continue
    }
    const checked = checkAddress(rawAddress.trim())
    if (!checked.ok) {
      problems.push({ line: row.line, reason: checked.code })
      continue
    }
    const name = unescapeName(rawName.trim())
    if (name === '') {
      problems.push({ line: row.line, reason: 'missing_name' })
      continue
    }
    if (name.length > maxNameLength) {
      problems.push({ line: row.line, reason: 'name_too_long' })
      continue
    }
    const chainId = rawChainId.trim()
    if (!/^[1-9]\d*$/.test(chainId)) {
      problems.push({ line: row.line, reason: 'invalid_chain_id' })
      continue
    }
    entries.push({ address: checked.address, name, chainId })
  }
  return { ok: true, entries, problems }
}

function quote(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export function serialiseAddressBookCsv(entries: readonly CsvEntry[]): string {
  const lines = [
    'address,name,chainId',
    ...entries.map((entry) => `${entry.address},${quote(entry.name)},${entry.chainId}`),
  ]
  return `${lines.join('\n')}\n`
}
