import type { IncomingMessage } from 'node:http'
import { parseRequestTarget } from './parseRequestTarget.ts'
import type { ErrorAnswer } from './types.ts'

export type RequestHead = Pick<IncomingMessage, 'url' | 'headers' | 'httpVersionMajor' | 'httpVersionMinor'>

/**
 * Checks what Node's parser lets through but a server cannot serve: a target that is not a path or an
 * http(s) URL, and an HTTP/1.1 request without `Host` (RFC 9112 §3.2 requires a 400; Node's own check is
 * turned off in guarded servers because its 400 has no body).
 */
export function parseRequestHead(request: RequestHead): { url: URL } | { error: ErrorAnswer } {
  const url = parseRequestTarget(request.url)
  if (url === undefined)
    return { error: { status: 400, message: 'The request target is neither a path nor an http(s) URL' } }
  const isHttp11 = request.httpVersionMajor === 1 && request.httpVersionMinor === 1
  if (isHttp11 && request.headers.host === undefined)
    return { error: { status: 400, message: 'An HTTP/1.1 request must have a Host header' } }
  return { url }
}
