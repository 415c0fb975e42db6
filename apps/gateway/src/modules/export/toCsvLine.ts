/**
 * Cells a spreadsheet would run as a formula when they start with one of these (CSV injection, OWASP):
 * token symbols and notes are chosen by strangers, so such a cell gets a leading `'`.
 */
const formulaStart = /^[=+\-@\t\r]/

/** Quotes a cell when it holds a separator, quote or line break (RFC 4180), after defusing formulas. */
export function toCsvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One CSV record with its CRLF (RFC 4180), so spreadsheets on every platform split it the same way. */
export function toCsvLine(cells: readonly string[]): string {
  return `${cells.map(toCsvCell).join(',')}\r\n`
}
