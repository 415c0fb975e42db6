/**
 * Reads RFC 4180 CSV back into records, as a spreadsheet does (quoted cells, doubled quotes, CRLF or
 * LF), after a leading byte-order mark. For tests: it checks what the export writes.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"'
        index++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell])
  return records
}
