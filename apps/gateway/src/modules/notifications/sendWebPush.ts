import webpush from 'web-push'
import type { VapidKeys } from '../../readOrCreateVapidKeys.ts'
import type { WebPushSubscription } from './notifications.schema.ts'
import { parseRetryAfter } from './parseRetryAfter.ts'

/** What a push service made of one message (RFC 8030 §5 and §8). */
export type PushSendResult =
  | { kind: 'delivered' }
  /** 404/410: the subscription is gone for good; the device must be forgotten. */
  | { kind: 'gone'; reason: string }
  /** 429, 5xx, a timeout or a network failure: try again, after `retryAfterMs` if the service said. */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** Anything else (a refused request, a redirect): sending it again would fail again. */
  | { kind: 'failed'; reason: string }

export type SendWebPushOptions = {
  vapidKeys: VapidKeys
  /** The VAPID `sub` claim: a mailto: or https: URL. */
  vapidSubject: string
  ttlSeconds: number
  urgency: 'very-low' | 'low' | 'normal' | 'high'
  /**
   * RFC 8030 §5.4: a message waiting at the push service is replaced by a newer one of the same topic, so
   * a delivery sent again (same topic) does not reach the browser twice while the first copy waits.
   * At most 32 characters of the base64url alphabet.
   */
  topic: string
  timeoutMs: number
  now: () => number
  fetch?: typeof fetch
}

/**
 * Sends one message to a browser's push service: `web-push` encrypts it (RFC 8291, aes128gcm) and signs
 * the VAPID JWT (RFC 8292); the request itself is ours, so that it never follows a redirect (the
 * endpoint was checked, where a redirect would lead was not) and its answer maps onto a retry policy.
 */
export async function sendWebPush(
  subscription: WebPushSubscription,
  payload: string,
  options: SendWebPushOptions,
): Promise<PushSendResult> {
  let details: webpush.RequestDetails & { body: Buffer }
  try {
    details = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      payload,
      {
        vapidDetails: {
          subject: options.vapidSubject,
          publicKey: options.vapidKeys.publicKey,
          privateKey: options.vapidKeys.privateKey,
        },
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        topic: options.topic,
        contentEncoding: 'aes128gcm',
      },
    )
  } catch (error) {
    // The subscription's keys cannot be encrypted to ("Public key is not valid for specified curve"):
    // they will not change, so neither would a retry's result.
    return {
      kind: 'failed',
      reason: `The message cannot be encrypted for this subscription: ${describe(error)}`,
    }
  }
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  )
  let response: Response
  try {
    response = await (options.fetch ?? fetch)(details.endpoint, {
      method: details.method,
      headers,
      // A copy as a plain Uint8Array: a Buffer is not a fetch body under the DOM typings the e2e tests compile with.
      body: new Uint8Array(details.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    })
  } catch (error) {
    return { kind: 'retry', reason: `The push service is unreachable: ${describe(error)}` }
  }
  // Only the status matters; the body is not read beyond a short reason.
  const text = await response.text().catch(() => '')
  const said = text ? `: ${text.slice(0, 200)}` : ''
  const status = response.status
  if (status >= 200 && status < 300) return { kind: 'delivered' }
  if (status === 404 || status === 410)
    return { kind: 'gone', reason: `The push subscription is gone (${status})${said}` }
  if (status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.now())
    return {
      kind: 'retry',
      reason: `The push service answered ${status}${said}`,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    }
  }
  if (status >= 300 && status < 400)
    return { kind: 'failed', reason: `The push service redirected (${status}); redirects are not followed` }
  return { kind: 'failed', reason: `The push service refused the message (${status})${said}` }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : ''
    return `${error.message}${cause}`
  }
  return String(error)
}
