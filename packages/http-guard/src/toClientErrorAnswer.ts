import type { ErrorAnswer } from './types.ts'

/** The connection itself failed: there is nobody left to answer. */
const connectionGone = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ETIMEDOUT'])

/**
 * What to answer for an error Node's HTTP parser reports on a connection (`clientError`): 431 for
 * oversized headers or request line, 413 for oversized chunk extensions, 408 for a request that never
 * finished arriving, 400 for anything malformed, and undefined when the connection is already gone.
 */
export function toClientErrorAnswer(error: unknown): ErrorAnswer | undefined {
  const code = readStringProperty(error, 'code')
  if (code !== undefined && connectionGone.has(code)) return undefined
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request line or headers are larger than this server accepts' }
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, message: 'The chunk extensions are larger than this server accepts' }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request did not arrive in time' }
  }
  // llhttp's reasons are fixed phrases ("Invalid header value char"), never an echo of the request.
  const reason = code?.startsWith('HPE_') ? readStringProperty(error, 'reason') : undefined
  return { status: 400, message: reason ? `Malformed HTTP request: ${reason}` : 'Malformed HTTP request' }
}

function readStringProperty(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  const property: unknown = Reflect.get(value, key)
  return typeof property === 'string' ? property : undefined
}
