import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { ForbiddenError } from '../../errors.ts'
import { getSession, sessionCookieName } from '../auth/index.ts'
import { alertTypes } from '../delivery/delivery.types.ts'
import { NotificationRequestError } from './notificationErrors.ts'
import {
  DeleteAllSubscriptionsBodySchema,
  DeviceParamsSchema,
  DeviceSafeParamsSchema,
  DeviceSafeV2ParamsSchema,
  DeviceV2ParamsSchema,
  RegisterDeviceBodySchema,
  registrationLimits,
  SafeSubscriptionSchema,
  UpsertSubscriptionsBodySchema,
  UpsertSubscriptionsResponseSchema,
  VapidPublicKeySchema,
} from './notifications.schema.ts'
import {
  deleteAllSubscriptions,
  deleteSafeSubscription,
  getSafeSubscription,
  registerDevice,
  unregisterDevice,
  upsertSubscriptions,
} from './notifications.service.ts'

const tags = ['notifications']

/**
 * A v1 registration names at most 500 subscriptions (so at most 500 Safes, ~23 KB as text), 50
 * signatures (~7 KB), 50 chain ids and a 4 KB token: 64 KiB holds the largest one allowed, and anything
 * larger is refused (413) before it is read.
 */
const registrationBodyLimit = 64 * 1024
/**
 * The v2 routes list at most 500 Safes, each with its chain id and up to 22 type names (~700 bytes):
 * 512 KiB holds the largest list allowed.
 */
const subscriptionsBodyLimit = 512 * 1024

const tokenRule =
  "A WEB device's `cloudMessagingToken` is the JSON of the browser's `PushSubscription` (`endpoint`, " +
  '`keys.p256dh`, `keys.auth`), whose endpoint must be an https URL of a known push service (FCM, Mozilla, ' +
  'Apple, Windows) or an origin the operator allows (`COFFER_PUSH_SERVICE_ORIGINS`); 422 otherwise. ' +
  'ANDROID and IOS devices give an FCM registration token.'

/** The session's signer when a valid `access_token` cookie comes along, else null (an optional sign-in). */
async function findSessionSigner(deps: Deps, request: FastifyRequest): Promise<string | null> {
  try {
    return (await getSession(deps, request.cookies[sessionCookieName])).signerAddress
  } catch (error) {
    if (error instanceof ForbiddenError) return null
    throw error
  }
}

/** Push notification devices and their Safe subscriptions (gateway-contract.md §13), and the VAPID key. */
export function notificationsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const empty = (reply: FastifyReply) => reply.code(200).send()

  r.get(
    '/v1/notifications/vapid-public-key',
    {
      schema: {
        tags,
        summary: 'The Web Push (VAPID) public key browsers subscribe with',
        description:
          'Pass it as `applicationServerKey` to `PushManager.subscribe`, then register the resulting ' +
          "`PushSubscription` (its JSON) as a WEB device's `cloudMessagingToken`. Coffer only, not CGW.",
        response: { 200: VapidPublicKeySchema },
      },
    },
    async () => ({ publicKey: deps.vapidKeys.publicKey }),
  )

  r.post(
    '/v1/register/notifications',
    {
      bodyLimit: registrationBodyLimit,
      schema: {
        tags,
        summary: 'Register a device for push notifications (deprecated)',
        deprecated: true,
        description:
          'Each `safeRegistrations` entry subscribes its Safes to every notification type, once per ' +
          'signature (or once unsigned when `signatures` is empty). A signature signs keccak256 of ' +
          '`"gnosis-safe" + timestamp + uuid + cloudMessagingToken + sorted Safes` (WEB: personal_sign of the ' +
          "32 hash bytes; ANDROID/IOS: the raw hash); the recovered address is kept as the subscription's " +
          'signer, and only owners of a Safe receive its confirmation requests. `timestamp` (unix seconds) ' +
          'is required with signatures and must be within 5 minutes of the server\'s clock (400 "The ' +
          'signature is expired!"). An ANDROID/IOS device with a `uuid` replaces all its subscriptions. ' +
          `${tokenRule} At most ${registrationLimits.signatures} signatures and ` +
          `${registrationLimits.subscriptions} subscriptions (Safes × signatures, Safes when unsigned) in all, ` +
          '422 otherwise before any signature is recovered. Stored before the answer: 200 with an empty body.',
        body: RegisterDeviceBodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await registerDevice(deps, request.body)
      return empty(reply)
    },
  )

  r.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid',
    {
      schema: {
        tags,
        summary: 'Unregister a device and all its subscriptions (deprecated)',
        deprecated: true,
        description: 'The chain id is not read. 404 "No Device Found!" for an unknown device.',
        params: DeviceParamsSchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await unregisterDevice(deps, request.params.uuid)
      return empty(reply)
    },
  )

  r.delete(
    '/v1/chains/:chainId/notifications/devices/:uuid/safes/:safeAddress',
    {
      schema: {
        tags,
        summary: "Unsubscribe a device from one Safe's notifications (deprecated)",
        deprecated: true,
        description: 'Every signer\'s subscription of that Safe on the device. 404 "No Subscription Found!".',
        params: DeviceSafeParamsSchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await deleteSafeSubscription(deps, {
        deviceUuid: request.params.uuid,
        chainId: request.params.chainId,
        safe: request.params.safeAddress,
      })
      return empty(reply)
    },
  )

  r.post(
    '/v2/register/notifications',
    {
      bodyLimit: subscriptionsBodyLimit,
      schema: {
        tags,
        summary: 'Register a device, or update it, with per-Safe notification types',
        description:
          "The signer of the subscriptions is the signed-in session's (the `access_token` cookie), if " +
          "any; without one they are unsigned and receive no confirmation requests. Each listed Safe's " +
          'subscriptions of that signer, and its unsigned ones, are replaced by the given types ' +
          `(${alertTypes.join(', ')}). Without \`deviceUuid\` a new device is made. ${tokenRule} ` +
          "201 with the device's uuid.",
        body: UpsertSubscriptionsBodySchema,
        response: { 201: UpsertSubscriptionsResponseSchema },
      },
    },
    async (request, reply) => {
      const signer = await findSessionSigner(deps, request)
      const result = await upsertSubscriptions(deps, { body: request.body, signer })
      return reply.code(201).send(result)
    },
  )

  r.get(
    '/v2/chains/:chainId/notifications/devices/:deviceUuid/safes/:safeAddress',
    {
      schema: {
        tags,
        summary: "The notification types the signed-in signer's device receives for a Safe",
        description:
          'Needs the `access_token` cookie (403 "Forbidden resource" without it); the types of that ' +
          "signer's subscription, in name order (an empty list when there is none).",
        params: DeviceSafeV2ParamsSchema,
        response: { 200: SafeSubscriptionSchema },
      },
    },
    async (request) => {
      const session = await getSession(deps, request.cookies[sessionCookieName])
      if (!session.signerAddress) throw new NotificationRequestError(401, 'Unauthorized')
      return getSafeSubscription(deps, {
        deviceUuid: request.params.deviceUuid,
        chainId: request.params.chainId,
        safe: request.params.safeAddress,
        signer: session.signerAddress,
      })
    },
  )

  r.delete(
    '/v2/chains/:chainId/notifications/devices/:deviceUuid/safes/:safeAddress',
    {
      schema: {
        tags,
        summary: 'Unsubscribe a device from one Safe',
        description: 'Every signer\'s subscription of that Safe on the device. 404 "No Subscription Found!".',
        params: DeviceSafeV2ParamsSchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await deleteSafeSubscription(deps, {
        deviceUuid: request.params.deviceUuid,
        chainId: request.params.chainId,
        safe: request.params.safeAddress,
      })
      return empty(reply)
    },
  )

  r.delete(
    '/v2/notifications/subscriptions',
    {
      bodyLimit: subscriptionsBodyLimit,
      schema: {
        tags,
        summary: 'Unsubscribe devices from Safes, in one go',
        description:
          "`signerAddress` omitted: any signer's subscription; null: only unsigned ones; an address: only " +
          'that signer\'s. All or nothing, in one transaction; 404 "No Subscription Found!" when none matched.',
        body: DeleteAllSubscriptionsBodySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await deleteAllSubscriptions(deps, request.body)
      return empty(reply)
    },
  )

  r.delete(
    '/v2/chains/:chainId/notifications/devices/:deviceUuid',
    {
      schema: {
        tags,
        summary: 'Unregister a device and all its subscriptions',
        description: 'The chain id is not read. 404 "No Device Found!" for an unknown device.',
        params: DeviceV2ParamsSchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await unregisterDevice(deps, request.params.deviceUuid)
      return empty(reply)
    },
  )
}
