import * as z from 'zod/mini'
import { GatewayError } from '../../../gateway/GatewayError.ts'
import { gatewayFetch, gatewayGet, gatewaySend, readGatewayJson } from '../../../gateway/gatewayClient.ts'
import { isNotificationType, type NotificationType, normalizeTypes } from './notificationTypes.ts'

/** A Safe as the push routes name it. */
export type PushTarget = { chainId: string; safe: string; deviceUuid: string }

const VapidKeySchema = z.object({ publicKey: z.string().check(z.regex(/^[A-Za-z0-9_-]+={0,2}$/)) })
const SubscriptionSchema = z.array(z.object({ name: z.string() }))
const RegisteredSchema = z.object({ deviceUuid: z.string() })

function invalid(what: string, cause: unknown): GatewayError {
  return new GatewayError(`The gateway described ${what} in an unknown shape`, {
    code: 'invalid_response',
    cause,
  })
}

/** GET /v1/notifications/vapid-public-key: the key the browser subscribes its push service with. */
export async function getVapidPublicKey(): Promise<string> {
  const parsed = VapidKeySchema.safeParse(await gatewayGet('/v1/notifications/vapid-public-key'))
  if (!parsed.success) throw invalid('its push key', parsed.error)
  return parsed.data.publicKey
}

const devicePath = ({ chainId, safe, deviceUuid }: PushTarget) =>
  `/v2/chains/${encodeURIComponent(chainId)}/notifications/devices/${encodeURIComponent(deviceUuid)}/safes/${encodeURIComponent(safe)}`

/**
 * The types this browser receives for the Safe as the signed-in owner (v2; needs the session cookie). An
 * unknown device or Safe is an empty list: off. A type this app does not know (a newer gateway) is ignored.
 */
export async function getSafeNotificationTypes(target: PushTarget): Promise<NotificationType[]> {
  const parsed = SubscriptionSchema.safeParse(
    await gatewayGet(devicePath(target), { credentials: 'include' }),
  )
  if (!parsed.success) throw invalid('the Safe’s notifications', parsed.error)
  return normalizeTypes(parsed.data.map((entry) => entry.name).filter(isNotificationType))
}

/**
 * POST /v2/register/notifications: this browser (a WEB device whose token is its push subscription's JSON)
 * receives `types` for the Safe. The gateway attributes it to the session's signer, which is what lets an
 * owner hear of the signatures asked of them.
 */
export async function registerSafeNotifications(
  target: PushTarget,
  { subscription, types }: { subscription: string; types: readonly NotificationType[] },
): Promise<void> {
  const answer = await gatewaySend(
    'POST',
    '/v2/register/notifications',
    {
      cloudMessagingToken: subscription,
      deviceType: 'WEB',
      deviceUuid: target.deviceUuid,
      safes: [{ chainId: target.chainId, address: target.safe, notificationTypes: normalizeTypes(types) }],
    },
    { credentials: 'include' },
  )
  if (!RegisteredSchema.safeParse(answer).success) throw invalid('the registration', answer)
}

/** DELETE the Safe's subscription of this browser; one that is already gone (404) is not a failure. */
export async function unregisterSafeNotifications(target: PushTarget): Promise<void> {
  const response = await gatewayFetch(devicePath(target), { method: 'DELETE', credentials: 'include' })
  if (response.status === 404) return
  if (!response.ok) await readGatewayJson(response)
}
