/// <reference lib="webworker" />
import { clickTarget, pickWindow, toNotification } from './pushNotification.ts'

/**
 * The web app's service worker, served as /sw.js (its own build entry, outside the start-up bundle): it
 * shows the gateway's push alerts and opens the page an alert is about. It serves no requests: the app
 * works the same with or without it. Type-checked by tsconfig.sw.json (the WebWorker library).
 */
declare const self: ServiceWorkerGlobalScope

self.addEventListener('install', () => {
  // A new version shows the next alert at once rather than after every tab of the app has closed.
  void self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('push', (event) => {
  let text: string | undefined
  try {
    text = event.data?.text()
  } catch {
    text = undefined
  }
  const { title, options } = toNotification(text, self.location.origin)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = clickTarget(event.notification.data, self.location.origin)
  const opening = openPage(target)
  // Only the browser's own events can keep the worker alive; one dispatched by a script throws here.
  if (event.isTrusted) event.waitUntil(opening)
})

async function openPage(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const picked = pickWindow(windows, target)
  if (!picked) {
    await self.clients.openWindow(target)
    return
  }
  if (picked.navigate) {
    try {
      await picked.window.navigate(target)
    } catch {
      // A window this worker does not control cannot be navigated from here: open the page beside it.
      await self.clients.openWindow(target)
      return
    }
  }
  // Focusing needs the click's permission, which a browser may have withdrawn by now; the page is there.
  await picked.window.focus().catch(() => undefined)
}
