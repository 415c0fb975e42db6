export type RawHttpResponse = {
  status: number
  /** Lower-case names; repeated fields joined with `, `. */
  headers: Record<string, string>
  body: string
}

const statusLine = /^HTTP\/1\.[01] (\d{3})/

/**
 * Reads the HTTP/1.1 responses in what a server wrote to a socket (as latin1, one char per byte), in
 * order, skipping 1xx interim answers. A body is delimited by content-length, chunked coding, or the end
 * of the bytes; `bodiless` is for answers to HEAD, whose content-length describes a body never sent: a
 * HEAD answer followed by bytes that start no answer is not one a client can read, and is left out.
 */
export function parseRawResponses(bytes: string, { bodiless = false } = {}): RawHttpResponse[] {
  const responses: RawHttpResponse[] = []
  let position = 0
  while (position < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', position)
    if (headEnd < 0) break
    const [head = '', ...fieldLines] = bytes.slice(position, headEnd).split('\r\n')
    const status = statusLine.exec(head)?.[1]
    if (status === undefined) break
    const headers: Record<string, string> = {}
    for (const line of fieldLines) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim().toLowerCase()
      const value = line.slice(colon + 1).trim()
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
    }
    const { body, end } = readBody(bytes, headEnd + 4, headers, bodiless || Number(status) < 200)
    // Bytes after a HEAD answer that start no answer are a body it should not have: clients fail on it.
    if (bodiless && end < bytes.length && !statusLine.test(bytes.slice(end, end + 13))) break
    if (Number(status) >= 200) responses.push({ status: Number(status), headers, body })
    position = end
  }
  return responses
}

function readBody(
  bytes: string,
  start: number,
  headers: Record<string, string>,
  bodiless: boolean,
): { body: string; end: number } {
  if (bodiless) return { body: '', end: start }
  const length = headers['content-length']
  if (length !== undefined)
    return { body: bytes.slice(start, start + Number(length)), end: start + Number(length) }
  if (headers['transfer-encoding']?.toLowerCase().endsWith('chunked')) {
    let body = ''
    let position = start
    for (;;) {
      const lineEnd = bytes.indexOf('\r\n', position)
      if (lineEnd < 0) return { body, end: bytes.length }
      const size = Number.parseInt(bytes.slice(position, lineEnd), 16)
      if (!Number.isFinite(size) || size === 0) return { body, end: bytes.indexOf('\r\n\r\n', position) + 4 }
      body += bytes.slice(lineEnd + 2, lineEnd + 2 + size)
      position = lineEnd + 2 + size + 2
    }
  }
  return { body: bytes.slice(start), end: bytes.length }
}
