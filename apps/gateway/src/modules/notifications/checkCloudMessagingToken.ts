import type { DeviceType } from '../../db/tables/notifications.ts'
import { RefusedError } from '../../errors.ts'
import { isAllowedPushEndpoint } from './isAllowedPushEndpoint.ts'
import { type WebPushSubscription, WebPushSubscriptionSchema } from './notifications.schema.ts'

export type ParsedToken =
  | { kind: 'web'; subscription: WebPushSubscription; endpoint: URL }
  | { kind: 'fcm'; token: string }

export type TokenVerdict = { ok: true; token: ParsedToken } | { ok: false; reason: string }

/**
 * What a device's token means: a browser's Web Push subscription (its JSON, with an endpoint the gateway
 * may reach) or an FCM registration token. Checked at registration and again before each delivery, since
 * the allowed push services may have changed in between.
 */
export function parseCloudMessagingToken(
  deviceType: DeviceType,
  token: string,
  serviceOrigins: readonly string[],
): TokenVerdict {
  if (deviceType !== 'WEB') return { ok: true, token: { kind: 'fcm', token } }
  let json: unknown
  try {
    json = JSON.parse(token)
  } catch {
    return {
      ok: false,
      reason: 'The cloudMessagingToken of a WEB device must be the JSON of a PushSubscription',
    }
  }
  const parsed = WebPushSubscriptionSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    return {
      ok: false,
      reason: `The cloudMessagingToken is not a PushSubscription (${where}${issue?.message ?? 'invalid'})`,
    }
  }
  const verdict = isAllowedPushEndpoint(parsed.data.endpoint, serviceOrigins)
  if (!verdict.allowed) return { ok: false, reason: verdict.reason }
  return { ok: true, token: { kind: 'web', subscription: parsed.data, endpoint: verdict.url } }
}

/** The registration-time check: 422 with the reason when the token is not one the gateway can push to. */
export function checkCloudMessagingToken(
  deviceType: DeviceType,
  token: string,
  serviceOrigins: readonly string[],
): void {
  const verdict = parseCloudMessagingToken(deviceType, token, serviceOrigins)
  if (!verdict.ok) throw new RefusedError(422, verdict.reason)
}
