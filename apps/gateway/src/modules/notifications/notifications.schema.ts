import { ECDH } from 'node:crypto'
import { type Hex, isAddress } from 'viem'
import { z } from 'zod'
import { deviceTypes } from '../../db/tables/notifications.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { alertTypes } from '../delivery/delivery.types.ts'

/**
 * Bounds a registration never reaches in real use, so that one request cannot make the gateway write or
 * hash without end. Safe{Wallet} sends one entry per chain with the Safes the user picked and one
 * signature (its owner's); the mobile apps one signature per owner key on the device. A subscription is a
 * Safe on a chain for one signer (or unsigned): 11 rows, one per notification type. Refused (422) before
 * any signature is recovered or anything written.
 */
export const registrationLimits = {
  chains: 50,
  safesPerChain: 500,
  signaturesPerChain: 10,
  /** Signatures of all entries together: each is an ECDSA recovery. */
  signatures: 50,
  /** Safes × signatures (× 1 when unsigned) of all entries together; as many as v2 takes Safes. */
  subscriptions: 500,
  tokenCharacters: 4096,
  textCharacters: 200,
} as const

type SafeRegistrationCounts = { safes: readonly unknown[]; signatures: readonly unknown[] }

/** Why a v1 registration names more than `registrationLimits` allows in all, or undefined. */
export function findRegistrationExcess(entries: readonly SafeRegistrationCounts[]): string | undefined {
  let signatures = 0
  let subscriptions = 0
  for (const entry of entries) {
    signatures += entry.signatures.length
    subscriptions += entry.safes.length * Math.max(1, entry.signatures.length)
  }
  if (signatures > registrationLimits.signatures)
    return `A registration may carry at most ${registrationLimits.signatures} signatures; this one has ${signatures}`
  if (subscriptions > registrationLimits.subscriptions)
    return (
      `A registration may name at most ${registrationLimits.subscriptions} subscriptions (Safes × signatures); ` +
      `this one names ${subscriptions}`
    )
  return undefined
}

const UuidSchema = z
  .uuid({ message: 'Invalid UUID' })
  .transform((value) => value.toLowerCase())
  .describe('RFC 4122 UUID')

/** A chain id the database can hold (bigint) and JavaScript can count exactly. */
const ChainIdSchema = z
  .string()
  .regex(/^\d{1,20}$/, { message: 'Invalid base-10 numeric string' })
  .refine((value) => Number.isSafeInteger(Number(value)), { message: 'The chain id is too large' })
  .describe('EIP-155 chain id, decimal')

/** Free text the apps send about themselves; kept, never interpreted. */
const DeviceTextSchema = z.string().max(registrationLimits.textCharacters)

const CloudMessagingTokenSchema = z
  .string()
  .min(1, { message: 'The cloudMessagingToken is empty' })
  .max(registrationLimits.tokenCharacters, {
    message: `The cloudMessagingToken has more than ${registrationLimits.tokenCharacters} characters`,
  })

/**
 * An address as the client sent it: the v1 signature covers the Safes exactly as written (case included),
 * so the text is kept and checksummed only when stored.
 */
const RawAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })

/** 65 bytes of ECDSA signature as 0x-hex: r, s, v. */
const RegistrationSignatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, { message: 'Invalid signature: expected 65 bytes as 0x-prefixed hex' })
  .transform((value): Hex => `0x${value.slice(2).toLowerCase()}`)

export const DeviceTypeSchema = z.enum(deviceTypes)
export const NotificationTypeSchema = z.enum(alertTypes)

/** POST /v1/register/notifications: the SDK's `RegisterNotificationsRequest` (gateway-contract.md §13.1). */
export const RegisterDeviceBodySchema = z.object({
  // Kept as sent: the signed message holds it verbatim.
  uuid: z
    .uuid({ message: 'Invalid UUID' })
    .nullish()
    .transform((value) => value ?? null),
  cloudMessagingToken: CloudMessagingTokenSchema,
  buildNumber: DeviceTextSchema,
  bundle: DeviceTextSchema,
  deviceType: DeviceTypeSchema,
  version: DeviceTextSchema,
  timestamp: z
    .string()
    .regex(/^\d{1,15}$/, { message: 'The timestamp must be unix seconds as a decimal string' })
    .nullish()
    .transform((value) => value ?? null),
  safeRegistrations: z
    .array(
      z.object({
        chainId: ChainIdSchema,
        safes: z.array(RawAddressSchema).max(registrationLimits.safesPerChain),
        signatures: z.array(RegistrationSignatureSchema).max(registrationLimits.signaturesPerChain),
      }),
    )
    .max(registrationLimits.chains)
    .superRefine((entries, context) => {
      const excess = findRegistrationExcess(entries)
      if (excess !== undefined) context.addIssue({ code: 'custom', message: excess })
    }),
})
export type RegisterDeviceBody = z.infer<typeof RegisterDeviceBodySchema>

export const DeviceParamsSchema = ChainIdParamsSchema.extend({ uuid: UuidSchema })
export const DeviceSafeParamsSchema = DeviceParamsSchema.extend({ safeAddress: AddressSchema })
export const DeviceV2ParamsSchema = ChainIdParamsSchema.extend({ deviceUuid: UuidSchema })
export const DeviceSafeV2ParamsSchema = DeviceV2ParamsSchema.extend({ safeAddress: AddressSchema })

/** POST /v2/register/notifications: CGW's `UpsertSubscriptionsDto` (gateway-contract.md §13.4). */
export const UpsertSubscriptionsBodySchema = z.object({
  cloudMessagingToken: CloudMessagingTokenSchema,
  safes: z
    .array(
      z.object({
        chainId: ChainIdSchema,
        address: AddressSchema,
        notificationTypes: z.array(NotificationTypeSchema).max(alertTypes.length * 2),
      }),
    )
    .max(registrationLimits.safesPerChain),
  deviceType: DeviceTypeSchema,
  deviceUuid: UuidSchema.nullish().transform((value) => value ?? null),
})
export type UpsertSubscriptionsBody = z.infer<typeof UpsertSubscriptionsBodySchema>

export const UpsertSubscriptionsResponseSchema = z.object({ deviceUuid: z.string() })

export const SafeSubscriptionSchema = z.array(z.object({ name: NotificationTypeSchema }))

/** DELETE /v2/notifications/subscriptions: CGW's `DeleteAllSubscriptionsDto`. */
export const DeleteAllSubscriptionsBodySchema = z.object({
  subscriptions: z
    .array(
      z.object({
        chainId: ChainIdSchema,
        deviceUuid: UuidSchema,
        safeAddress: AddressSchema,
        /** Omitted: any signer; null: only unsigned subscriptions; an address: only that signer's. */
        signerAddress: AddressSchema.nullish(),
      }),
    )
    .min(1, { message: 'At least one subscription is required' })
    .max(registrationLimits.safesPerChain),
})
export type DeleteAllSubscriptionsBody = z.infer<typeof DeleteAllSubscriptionsBodySchema>

/** The key the web app subscribes its service worker with (`PushManager.subscribe({ applicationServerKey })`). */
export const VapidPublicKeySchema = z.object({
  publicKey: z.string().describe('The VAPID public key: an uncompressed P-256 point, base64url'),
})

const Base64UrlSchema = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, { message: 'Expected base64url' })

/**
 * What a WEB device's `cloudMessagingToken` holds: the JSON of the browser's `PushSubscription` (W3C Push
 * API). p256dh is the browser's P-256 public key (65 bytes, uncompressed) and auth its 16-byte secret
 * (RFC 8291), both base64url.
 */
export const WebPushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'The endpoint is not an http(s) URL' }),
  expirationTime: z.number().nullish(),
  keys: z.object({
    p256dh: Base64UrlSchema.refine(
      (value) => {
        const bytes = Buffer.from(value, 'base64url')
        return bytes.length === 65 && bytes[0] === 0x04
      },
      { message: 'keys.p256dh is not an uncompressed P-256 public key (65 bytes)' },
    ).refine((value) => isP256Point(Buffer.from(value, 'base64url')), {
      // Encryption to it would fail on every delivery (RFC 8291 needs ECDH with this key).
      message: 'keys.p256dh is not a point of the P-256 curve',
    }),
    auth: Base64UrlSchema.refine((value) => Buffer.from(value, 'base64url').length === 16, {
      message: 'keys.auth is not a 16-byte secret',
    }),
  }),
})
export type WebPushSubscription = z.infer<typeof WebPushSubscriptionSchema>

/** Whether bytes encode a point of P-256 (OpenSSL refuses to decode one off the curve). */
function isP256Point(bytes: Buffer): boolean {
  try {
    ECDH.convertKey(bytes, 'prime256v1', undefined, undefined, 'compressed')
    return true
  } catch {
    return false
  }
}
