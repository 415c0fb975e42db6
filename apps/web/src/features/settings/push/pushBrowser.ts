/**
 * This browser's side of push: whether it can, its permission, the service worker, the push subscription
 * and the stable id it is registered under. Everything here touches browser APIs; the decisions are in
 * pushSectionState.ts.
 */

/** Served from the web app's root (vite-plugins/serviceWorker.ts), so that its scope is the whole app. */
export const serviceWorkerUrl = '/sw.js'
const deviceUuidKey = 'coffer.push.deviceUuid'

export type PushSupport = 'supported' | 'insecure' | 'unsupported'
export type PushPermission = 'default' | 'granted' | 'denied'

/** Web Push needs a secure context (https or localhost), a service worker, the Push API and notifications. */
export function detectPushSupport(
  scope: { isSecureContext: boolean; navigator: object } = globalThis,
): PushSupport {
  if (!('Notification' in scope) || !('PushManager' in scope)) return 'unsupported'
  if (!scope.isSecureContext) return 'insecure'
  if (!('serviceWorker' in scope.navigator)) return 'unsupported'
  return 'supported'
}

export function readPermission(): PushPermission {
  return 'Notification' in globalThis ? Notification.permission : 'denied'
}

/**
 * The id this browser is registered under, the same for every Safe and every visit: made once and kept.
 * Private windows and cleared storage get a new one; the old device then simply stops being used.
 */
export function getDeviceUuid(storage: Storage = localStorage): string {
  const stored = storage.getItem(deviceUuidKey)
  if (stored && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(stored)) return stored
  const uuid = crypto.randomUUID()
  storage.setItem(deviceUuidKey, uuid)
  return uuid
}

/** base64url (the gateway's VAPID key) → bytes, as `applicationServerKey` takes them. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (a === null || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, index) => byte === b[index])
}

/** Why turning push on failed in the browser, for the words the section shows. */
export type PushBrowserFailure =
  | { kind: 'permission_denied' }
  | { kind: 'permission_dismissed' }
  | { kind: 'worker_failed'; detail: string }
  | { kind: 'subscribe_failed'; detail: string }

export class PushBrowserError extends Error {
  override name = 'PushBrowserError'
  constructor(
    readonly failure: PushBrowserFailure,
    options?: { cause?: unknown },
  ) {
    super(failure.kind, options)
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Asks for the permission (only now, after the owner's click), registers the service worker and
 * subscribes it with the gateway's key: the JSON of the subscription is what the gateway pushes to.
 * A subscription made with another key (the gateway's key changed) is replaced.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<string> {
  const permission =
    Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission
  if (permission === 'denied') throw new PushBrowserError({ kind: 'permission_denied' })
  if (permission !== 'granted') throw new PushBrowserError({ kind: 'permission_dismissed' })

  let registration: ServiceWorkerRegistration
  try {
    await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' })
    registration = await navigator.serviceWorker.ready
  } catch (cause) {
    throw new PushBrowserError({ kind: 'worker_failed', detail: describe(cause) }, { cause })
  }

  const key = base64UrlToBytes(vapidPublicKey)
  try {
    const existing = await registration.pushManager.getSubscription()
    if (existing && sameBytes(existing.options.applicationServerKey, key))
      return JSON.stringify(existing.toJSON())
    if (existing) await existing.unsubscribe()
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    })
    return JSON.stringify(subscription.toJSON())
  } catch (cause) {
    throw new PushBrowserError({ kind: 'subscribe_failed', detail: describe(cause) }, { cause })
  }
}

/** Whether this browser still holds a push subscription (it may have been cleared with site data). */
export async function hasBrowserSubscription(): Promise<boolean> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  if (!registration) return false
  return (await registration.pushManager.getSubscription()) !== null
}
