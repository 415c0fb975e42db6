import { connect } from 'node:net'
import { parseRawResponses, type RawHttpResponse } from './parseRawResponses.ts'

export type SendRawRequestOptions = {
  /** Half-close the connection after writing, as a client that sent a truncated request and gave up. */
  endAfterWrite?: boolean
  /** The request is a HEAD: its answers carry no body. */
  bodiless?: boolean
  /** Stop listening after this long if the server keeps the connection open (keep-alive). */
  timeoutMs?: number
}

export type RawExchange = { responses: RawHttpResponse[]; closedByServer: boolean; bytes: string }

/**
 * Writes bytes to a server over a plain TCP socket — no HTTP client to tidy a malformed request — and
 * collects what comes back until the server closes the connection or `timeoutMs` passes.
 */
export function sendRawRequest(
  baseUrl: string,
  request: string | Uint8Array,
  { endAfterWrite = false, bodiless = false, timeoutMs = 500 }: SendRawRequestOptions = {},
): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) }, () => {
      socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request)
      if (endAfterWrite) socket.end()
    })
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const bytes = Buffer.concat(chunks).toString('latin1')
      resolve({ responses: parseRawResponses(bytes, { bodiless }), closedByServer, bytes })
    }
    const timer = setTimeout(() => finish(false), timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // A reset is one way for a server to refuse; what it wrote before still counts.
    socket.on('error', () => finish(true))
    socket.on('close', () => finish(true))
  })
}
