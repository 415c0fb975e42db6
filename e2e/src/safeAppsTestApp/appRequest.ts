/**
 * Raw Safe Apps requests, posted the way the SDK posts them but without its client-side checks: they
 * show what the host itself answers (the host must check everything again, anyone can post).
 */

export type RawAnswer =
  | { success: true; data: unknown }
  | { success: false; error: string }
  | { timedOut: true }

export const sdkVersion = '9.1.0'

export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Posts one request to `target` and waits for the answer with its id (from `target` only). */
export function rawRequest(
  target: Window,
  method: string,
  params: unknown,
  { timeoutMs = 5_000, env = { sdkVersion } }: { timeoutMs?: number; env?: unknown } = {},
): Promise<RawAnswer> {
  const id = newRequestId()
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      window.removeEventListener('message', onMessage)
      resolve({ timedOut: true })
    }, timeoutMs)
    function onMessage(event: MessageEvent) {
      const data: unknown = event.data
      if (event.source !== target || !isRecord(data) || data.id !== id) return
      clearTimeout(timer)
      window.removeEventListener('message', onMessage)
      resolve(
        data.success === true
          ? { success: true, data: data.data }
          : { success: false, error: typeof data.error === 'string' ? data.error : String(data.error) },
      )
    }
    window.addEventListener('message', onMessage)
    target.postMessage({ id, method, params, env }, '*')
  })
}
