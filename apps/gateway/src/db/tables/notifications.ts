import type { Insertable, Selectable } from 'kysely'
import type { AlertType } from './delivery.ts'

export const deviceTypes = ['ANDROID', 'IOS', 'WEB'] as const
export type DeviceType = (typeof deviceTypes)[number]

/** A device registered for push notifications (gateway-contract.md §13). */
export interface PushDeviceTable {
  /** RFC 4122 UUID, lowercase: the client's own, or one we generated on its first registration. */
  uuid: string
  device_type: DeviceType
  /** WEB: the JSON of a Web Push `PushSubscription` (validated at registration); ANDROID/IOS: an FCM token. */
  cloud_messaging_token: string
  build_number: string | null
  bundle: string | null
  version: string | null
  /** Unix milliseconds. */
  created_at: number
  updated_at: number
}

/** One notification type a device receives for one Safe, on behalf of one signer (or none). */
export interface PushSubscriptionTable {
  device_uuid: string
  chain_id: number
  /** EIP-55 checksummed. */
  safe: string
  /** EIP-55 checksummed address recovered from the registration's signature, or '' when unsigned. */
  signer: string
  notification_type: AlertType
  created_at: number
}

export type PushDeviceRow = Selectable<PushDeviceTable>
export type NewPushDeviceRow = Insertable<PushDeviceTable>
export type PushSubscriptionRow = Selectable<PushSubscriptionTable>
