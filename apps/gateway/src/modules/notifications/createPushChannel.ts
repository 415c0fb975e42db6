import type { Kysely } from 'kysely'
import type { PushConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import type { VapidKeys } from '../../readOrCreateVapidKeys.ts'
import type {
  AlertEvent,
  AlertMessage,
  AlertType,
  DeliveryChannel,
  DeliveryOutcome,
} from '../delivery/delivery.types.ts'
import { parseCloudMessagingToken } from './checkCloudMessagingToken.ts'
import { createFcmClient, type FcmClient, readServiceAccount } from './createFcmClient.ts'
import {
  deleteDevice,
  findDevice,
  findRecipientDevices,
  isDeviceSubscribed,
} from './notifications.repository.ts'
import { type PushSendResult, sendWebPush } from './sendWebPush.ts'

export type PushChannelDeps = {
  db: Kysely<Database>
  config: { push: PushConfig; publicUrl: string }
  vapidKeys: VapidKeys
  now: () => number
  /** Tests and proxies: the fetch the channel sends with. */
  fetch?: typeof fetch
}

/** The alerts only a Safe's owners may hear of: each asks its reader to sign. */
const ownerTargeted: ReadonlySet<AlertType> = new Set([
  'CONFIRMATION_REQUEST',
  'MESSAGE_CONFIRMATION_REQUEST',
])

/**
 * Recovery alerts go to every device registered for the Safe, whatever types it chose: a recovery
 * nobody asked for is the one alert an owner must not miss (CGW's types predate recovery alerts).
 */
const everyDevice: ReadonlySet<AlertType> = new Set([
  'RECOVERY_PROPOSED',
  'RECOVERY_EXECUTABLE_SOON',
  'RECOVERY_EXECUTED',
  'RECOVERY_CANCELLED',
])

/** What the service worker (or the mobile app) receives: the engine's words, where to go, and the event. */
export type PushPayload = AlertMessage & { data: Record<string, string> }

/**
 * The event's data as flat strings, as CGW's push messages carry it (FCM data values must be strings):
 * the alert's own fields, plus `chainId` and `address` (the Safe).
 */
export function toPushData(event: AlertEvent): Record<string, string> {
  const data: Record<string, string> = {}
  for (const [key, value] of Object.entries(event.payload)) data[key] = value === null ? '' : String(value)
  data.chainId = String(event.chainId)
  data.address = event.safe
  return data
}

/** The VAPID subject: the operator's, else the public URL when it is https, else a mailto: of its host. */
export function resolveVapidSubject(config: { push: PushConfig; publicUrl: string }): string {
  if (config.push.vapidSubject) return config.push.vapidSubject
  const url = new URL(config.publicUrl)
  return url.protocol === 'https:' ? url.origin : `mailto:push@${url.hostname}`
}

/**
 * The 'push' delivery channel: Web Push to WEB devices, FCM HTTP v1 to ANDROID and IOS ones when the
 * operator gave a service account (without one their deliveries are dropped, and say why). A
 * subscription that the push service reports gone takes its device with it.
 */
export async function createPushChannel(deps: PushChannelDeps): Promise<DeliveryChannel> {
  const { push } = deps.config
  const fcm: FcmClient | undefined = push.fcm.serviceAccountFile
    ? createFcmClient({
        serviceAccount: await readServiceAccount(push.fcm.serviceAccountFile),
        baseUrl: push.fcm.baseUrl,
        timeoutMs: push.timeoutMs,
        now: deps.now,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
    : undefined
  const vapidSubject = resolveVapidSubject(deps.config)

  const toOutcome = async (uuid: string, result: PushSendResult): Promise<DeliveryOutcome> => {
    switch (result.kind) {
      case 'delivered':
        return { kind: 'delivered' }
      case 'gone':
        await deleteDevice(deps.db, uuid)
        return { kind: 'dropped', reason: `${result.reason}; the device was unregistered` }
      case 'retry':
        return {
          kind: 'retry',
          reason: result.reason,
          ...(result.retryAfterMs === undefined ? {} : { retryAfterMs: result.retryAfterMs }),
        }
      case 'failed':
        return { kind: 'dropped', reason: result.reason }
    }
  }

  return {
    name: 'push',

    async recipients(db, event) {
      const { payload } = event
      if (payload.type === 'EMAIL_VERIFICATION') return []
      return findRecipientDevices(db, {
        chainId: event.chainId,
        safe: event.safe,
        type: everyDevice.has(payload.type) ? 'any' : payload.type,
        ownersOnly: ownerTargeted.has(payload.type),
        unsignedBy:
          payload.type === 'CONFIRMATION_REQUEST'
            ? { kind: 'transaction', safeTxHash: payload.safeTxHash }
            : payload.type === 'MESSAGE_CONFIRMATION_REQUEST'
              ? { kind: 'message', messageHash: payload.messageHash }
              : undefined,
      })
    },

    async deliver({ id, event, recipient, message }) {
      const { payload } = event
      if (payload.type === 'EMAIL_VERIFICATION')
        return { kind: 'dropped', reason: 'Email verification codes are not pushed' }
      const device = await findDevice(deps.db, recipient)
      if (!device) return { kind: 'dropped', reason: 'The device was unregistered' }
      const subscribed = await isDeviceSubscribed(deps.db, {
        deviceUuid: recipient,
        chainId: event.chainId,
        safe: event.safe,
        type: everyDevice.has(payload.type) ? 'any' : payload.type,
      })
      if (!subscribed) return { kind: 'dropped', reason: 'The device unsubscribed from this alert' }
      const verdict = parseCloudMessagingToken(
        device.device_type,
        device.cloud_messaging_token,
        push.serviceOrigins,
      )
      if (!verdict.ok) return { kind: 'dropped', reason: verdict.reason }
      const data = toPushData(event)
      if (verdict.token.kind === 'web') {
        const body: PushPayload = { ...message, data }
        return toOutcome(
          recipient,
          await sendWebPush(verdict.token.subscription, JSON.stringify(body), {
            vapidKeys: deps.vapidKeys,
            vapidSubject,
            ttlSeconds: push.ttlSeconds,
            urgency: ownerTargeted.has(payload.type) ? 'high' : 'normal',
            topic: `delivery-${id}`,
            timeoutMs: push.timeoutMs,
            now: deps.now,
            ...(deps.fetch ? { fetch: deps.fetch } : {}),
          }),
        )
      }
      if (!fcm)
        return {
          kind: 'dropped',
          reason: `${device.device_type} devices need FCM, and no FCM service account is configured`,
        }
      return toOutcome(
        recipient,
        await fcm.send(verdict.token.token, {
          title: message.title,
          body: message.body,
          data: { ...data, path: message.path },
        }),
      )
    },
  }
}
