import type { BrowserContext } from 'playwright-core'

/** The JSON of a push subscription, as the browser's `PushSubscription.toJSON()` gives it. */
export type PushSubscriptionJson = {
  endpoint: string
  expirationTime: null
  keys: { p256dh: string; auth: string }
}

/**
 * Puts a test push service where the browser's would be. Headless Chromium refuses every
 * `PushManager.subscribe` ("Registration failed - permission denied") and could not reach Google's push
 * service offline anyway, so the subscription it hands the app is `subscription`: an endpoint of the
 * gateway's test push receiver (apps/gateway/test/push/) with keys the test holds. Everything else is
 * real: the permission (subscribe refuses without it, as the browser does), the service worker, the
 * gateway's registration and its encrypted delivery. The key the app subscribed with is kept in
 * localStorage (`e2e.push.applicationServerKey`, base64url) for the test to compare with the gateway's.
 */
export async function stubPushService(
  context: BrowserContext,
  subscription: PushSubscriptionJson,
): Promise<void> {
  await context.addInitScript((json: PushSubscriptionJson) => {
    const storageKey = 'e2e.push.applicationServerKey'
    const toBase64Url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const fromBase64Url = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))
    const subscriptionFor = (key: string) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey: fromBase64Url(key).buffer, userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        localStorage.removeItem(storageKey)
        return true
      },
    })
    Object.defineProperty(PushManager.prototype, 'subscribe', {
      configurable: true,
      value: async (options: { applicationServerKey: BufferSource }) => {
        if (Notification.permission !== 'granted')
          throw new DOMException('Registration failed - permission denied', 'NotAllowedError')
        const key = options.applicationServerKey
        const bytes = ArrayBuffer.isView(key)
          ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength)
          : new Uint8Array(key)
        localStorage.setItem(storageKey, toBase64Url(bytes))
        return subscriptionFor(toBase64Url(bytes))
      },
    })
    Object.defineProperty(PushManager.prototype, 'getSubscription', {
      configurable: true,
      value: async () => {
        const key = localStorage.getItem(storageKey)
        return key === null ? null : subscriptionFor(key)
      },
    })
  }, subscription)
}
