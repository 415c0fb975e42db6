import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { FuzzRequest } from './generateFuzzRequest.ts'

export type FuzzOutcome =
  | {
      kind: 'response'
      status: number
      headers: IncomingHttpHeaders
      /** The first 64 KiB of the body (an event stream: nothing, it is closed once its headers are in). */
      body: string
      ms: number
    }
  /** The server closed the connection without answering, or did not answer within the timeout. */
  | { kind: 'no-response'; reason: string; ms: number }

const bodyBytesKept = 64 * 1024

/**
 * Sends one fuzz request exactly as generated (raw path, any method, any headers and bytes) on a
 * connection of its own, and reports what came back. Never rejects: a failure is an outcome.
 */
export function sendFuzzRequest(
  baseUrl: string,
  fuzz: FuzzRequest,
  { timeoutMs }: { timeoutMs: number },
): Promise<FuzzOutcome> {
  const url = new URL(baseUrl)
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: FuzzOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
      request.destroy()
    }
    const body = fuzz.body === null ? null : Buffer.from(fuzz.body, fuzz.bodyEncoding)
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      method: fuzz.method,
      path: fuzz.target,
      headers: { ...fuzz.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      agent: false,
    })
    const timer = setTimeout(
      () => settle({ kind: 'no-response', reason: `no answer within ${timeoutMs} ms`, ms: elapsed() }),
      timeoutMs,
    )
    request.on('response', (response) => {
      const base = { kind: 'response' as const, status: response.statusCode ?? 0, headers: response.headers }
      // An event stream never ends: its headers are the answer.
      if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream'))
        return settle({ ...base, body: '', ms: elapsed() })
      const chunks: Buffer[] = []
      let kept = 0
      response.on('data', (chunk: Buffer) => {
        if (kept < bodyBytesKept) chunks.push(chunk)
        kept += chunk.length
      })
      response.on('end', () =>
        settle({
          ...base,
          body: Buffer.concat(chunks).subarray(0, bodyBytesKept).toString('utf8'),
          ms: elapsed(),
        }),
      )
      response.on('error', (error) =>
        settle({ ...base, body: `(body cut: ${error.message})`, ms: elapsed() }),
      )
    })
    // Writing a large body the server already refused can fail after its answer came: the answer counts.
    request.on('error', (error) => settle({ kind: 'no-response', reason: error.message, ms: elapsed() }))
    request.end(body ?? undefined)
  })
}
