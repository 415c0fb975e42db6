import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { isPublicIp } from './isPublicIp.ts'

export type FetchLimits = {
  timeoutMs: number
  maxBytes: number
  /** false: refuse hosts that are or resolve to loopback/private/link-local addresses. */
  allowPrivateNetworks: boolean
}

export class FetchLimitedError extends Error {
  override name = 'FetchLimitedError'
}

const maxRedirects = 3

async function assertPublicHost(url: URL, signal: AbortSignal): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host)
    ? [host]
    : (await abortable(lookup(host, { all: true }), signal)).map((entry) => entry.address)
  if (addresses.length === 0 || !addresses.every(isPublicIp))
    throw new FetchLimitedError(`${url.host} is not a public host`)
}

/**
 * GETs an http(s) URL and returns its body, within a total time limit and a size cap, following at most
 * three redirects (each checked again). Throws on any failure, including a non-2xx status.
 * The public-host check resolves names itself; a DNS answer that changes between that check and the
 * connection (rebinding) is not caught.
 */
export async function fetchLimited(
  url: string,
  { timeoutMs, maxBytes, allowPrivateNetworks }: FetchLimits,
): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(timeoutMs)
  let current = new URL(url)
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (current.protocol !== 'http:' && current.protocol !== 'https:')
      throw new FetchLimitedError(`Unsupported protocol ${current.protocol}`)
    if (!allowPrivateNetworks) await assertPublicHost(current, signal)
    const response = await fetch(current, {
      redirect: 'manual',
      signal,
      headers: { accept: 'application/json, */*;q=0.5' },
    })
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location')
      await response.body?.cancel()
      if (!location) throw new FetchLimitedError(`Redirect without Location from ${current.host}`)
      current = new URL(location, current)
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new FetchLimitedError(`HTTP ${response.status} from ${current.host}`)
    }
    return readCapped(response, maxBytes)
  }
  throw new FetchLimitedError('Too many redirects')
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    throw new FetchLimitedError(`Body of ${declared} bytes is above ${maxBytes}`)
  }
  if (!response.body) return new Uint8Array()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new FetchLimitedError(`Body is above ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

/** The resolver has no abort signal of its own: stop waiting for it when the fetch's time is up. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
