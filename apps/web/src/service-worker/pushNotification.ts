import * as z from 'zod/mini'

/**
 * What the gateway's push channel sends a browser (apps/gateway/src/modules/notifications/createPushChannel.ts,
 * `PushPayload`): the alert in words, the web app's path it opens, and the event's data as flat strings.
 */
const PushPayloadSchema = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  body: z.string().check(z.maxLength(2000)),
  path: z.string(),
  data: z.optional(z.record(z.string(), z.string())),
})

export type NotificationToShow = {
  title: string
  options: { body: string; tag: string; data: { url: string } }
}

/** Words for a push whose payload is not the gateway's: the person still learns something happened. */
const fallbackTitle = 'Coffer'
const fallbackBody = 'Something happened in one of your Safes. Open Coffer to see what.'

/**
 * The notification a push message shows, from its text. Never throws: a push that shows nothing makes the
 * browser show its own "this site has been updated in the background" instead, which helps nobody.
 */
export function toNotification(text: string | undefined, origin: string): NotificationToShow {
  let json: unknown
  try {
    json = text === undefined ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }
  const parsed = PushPayloadSchema.safeParse(json)
  if (!parsed.success)
    return {
      title: fallbackTitle,
      options: { body: fallbackBody, tag: 'coffer', data: { url: `${origin}/` } },
    }
  const { title, body, path, data = {} } = parsed.data
  return {
    title,
    options: { body, tag: notificationTag(data), data: { url: toSameOriginUrl(path, origin) } },
  }
}

/**
 * One notification per thing: a second alert about the same transaction or message (another signature
 * needed, then executed) replaces the first rather than piling up.
 */
export function notificationTag(data: Readonly<Record<string, string>>): string {
  const subject = data.safeTxHash || data.messageHash || data.txHash
  const safe = data.chainId && data.address ? `${data.chainId}:${data.address}` : 'coffer'
  return subject ? `${safe}:${subject}` : `${safe}:${data.type ?? 'alert'}`
}

/**
 * The page a notification opens: the gateway's path on this origin. Anything that would leave the origin
 * (`//evil.example`, `https://…`) opens the start page instead: a push must not be a way to send an owner
 * to a look-alike site.
 */
export function toSameOriginUrl(path: string, origin: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return `${origin}/`
  try {
    const url = new URL(path, origin)
    return url.origin === origin ? url.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}

/** The notification's URL as stored in its data, or the start page when it holds none. */
export function clickTarget(data: unknown, origin: string): string {
  const parsed = z.object({ url: z.string() }).safeParse(data)
  if (!parsed.success) return `${origin}/`
  try {
    const url = new URL(parsed.data.url)
    return url.origin === origin ? url.href : `${origin}/`
  } catch {
    return `${origin}/`
  }
}

/**
 * Which open window a click should use: one already on the target, else any window of the app (it is
 * navigated there), else none (a new one opens).
 */
export function pickWindow<T extends { url: string }>(
  windows: readonly T[],
  target: string,
): { window: T; navigate: boolean } | undefined {
  const exact = windows.find((window) => window.url === target)
  if (exact) return { window: exact, navigate: false }
  const first = windows[0]
  return first ? { window: first, navigate: true } : undefined
}
