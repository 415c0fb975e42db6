import { STATUS_CODES, validateHeaderName, validateHeaderValue } from 'node:http'

export type RawResponse = {
  status: number
  headers: Readonly<Record<string, string>>
  contentType: string
  body: string
}

/**
 * The bytes of a complete HTTP/1.1 response that closes the connection, for the paths where Node hands
 * over a bare socket instead of a response object (`clientError`, `connect`). Header names and values
 * are checked as `setHeader` would, so a bad one throws here instead of splitting the response.
 */
export function formatRawResponse({ status, headers, contentType, body }: RawResponse): string {
  const fields: [string, string][] = [
    ...Object.entries(headers),
    ['content-type', contentType],
    ['content-length', String(Buffer.byteLength(body))],
    ['connection', 'close'],
  ]
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`]
  for (const [name, value] of fields) {
    validateHeaderName(name)
    validateHeaderValue(name, value)
    lines.push(`${name}: ${value}`)
  }
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}
