import { randomUUID } from 'node:crypto'
import { getAddress, type Hex } from 'viem'
import type { Deps } from '../../deps.ts'
import { RefusedError } from '../../errors.ts'
import { type AlertType, alertTypes } from '../delivery/delivery.types.ts'
import { checkCloudMessagingToken } from './checkCloudMessagingToken.ts'
import { NotificationRequestError } from './notificationErrors.ts'
import {
  deleteDevice,
  deleteDeviceSubscriptions,
  deleteSafeSubscriptions,
  findSubscriptionTypes,
  replaceSubscriptions,
  type SafeSubscriptionWrite,
  upsertDevice,
} from './notifications.repository.ts'
import type {
  DeleteAllSubscriptionsBody,
  RegisterDeviceBody,
  UpsertSubscriptionsBody,
} from './notifications.schema.ts'
import { recoverRegistrationSigner } from './recoverRegistrationSigner.ts'

type NotificationsDeps = Pick<Deps, 'db' | 'config' | 'now'>

/** How far a registration's timestamp may be from the server's clock, either way (CGW: 5 minutes). */
export const registrationTimestampWindowSeconds = 5 * 60

/**
 * POST /v1/register/notifications (gateway-contract.md §13.1). Every signature is recovered before
 * anything is written; the device and all its subscriptions are then written in one transaction.
 */
export async function registerDevice(deps: NotificationsDeps, body: RegisterDeviceBody): Promise<void> {
  checkCloudMessagingToken(body.deviceType, body.cloudMessagingToken, deps.config.push.serviceOrigins)
  const hasSignatures = body.safeRegistrations.some((entry) => entry.signatures.length > 0)
  if (body.timestamp === null && hasSignatures)
    // CGW would hash "undefined" in its place; a signature without a time could then be replayed forever.
    throw new RefusedError(422, 'A timestamp is required with signatures')
  if (body.timestamp !== null) {
    const nowSeconds = Math.floor(deps.now() / 1000)
    if (Math.abs(nowSeconds - Number(body.timestamp)) > registrationTimestampWindowSeconds)
      throw new NotificationRequestError(400, 'The signature is expired!')
  }

  const writes: SafeSubscriptionWrite[] = []
  for (const entry of body.safeRegistrations) {
    const safes = [...new Set(entry.safes)]
    if (safes.length === 0) continue
    const chainId = Number(entry.chainId)
    const signatures: (Hex | undefined)[] = entry.signatures.length > 0 ? entry.signatures : [undefined]
    for (const signature of signatures) {
      let signer = ''
      if (signature !== undefined) {
        const recovered = await recoverRegistrationSigner(
          body.deviceType,
          {
            timestamp: body.timestamp,
            uuid: body.uuid,
            cloudMessagingToken: body.cloudMessagingToken,
            safes,
          },
          signature,
        )
        if (recovered === undefined)
          throw new NotificationRequestError(400, 'Invalid signature: it recovers to no address')
        signer = recovered
      }
      for (const safe of new Set(safes.map((address) => getAddress(address))))
        writes.push({ chainId, safe, signer, types: alertTypes })
    }
  }

  const uuid = body.uuid?.toLowerCase() ?? randomUUID()
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    await upsertDevice(
      trx,
      {
        uuid,
        deviceType: body.deviceType,
        cloudMessagingToken: body.cloudMessagingToken,
        buildNumber: body.buildNumber,
        bundle: body.bundle,
        version: body.version,
      },
      now,
    )
    // The mobile apps resend their whole list instead of removing an owner key, so it replaces the old one.
    if (body.deviceType !== 'WEB' && body.uuid !== null) await deleteDeviceSubscriptions(trx, uuid)
    await replaceSubscriptions(trx, uuid, writes, now)
  })
}

/**
 * POST /v2/register/notifications (gateway-contract.md §13.4): the signer is the signed-in session's, if
 * any. Each listed Safe's subscriptions of that signer (and unsigned ones) are replaced by the given types.
 */
export async function upsertSubscriptions(
  deps: NotificationsDeps,
  { body, signer }: { body: UpsertSubscriptionsBody; signer: string | null },
): Promise<{ deviceUuid: string }> {
  checkCloudMessagingToken(body.deviceType, body.cloudMessagingToken, deps.config.push.serviceOrigins)
  const deviceUuid = body.deviceUuid ?? randomUUID()
  const now = deps.now()
  const writes = body.safes.map((safe) => ({
    chainId: Number(safe.chainId),
    safe: safe.address,
    signer: signer ?? '',
    types: safe.notificationTypes,
  }))
  await deps.db.transaction().execute(async (trx) => {
    await upsertDevice(
      trx,
      {
        uuid: deviceUuid,
        deviceType: body.deviceType,
        cloudMessagingToken: body.cloudMessagingToken,
        buildNumber: null,
        bundle: null,
        version: null,
      },
      now,
    )
    await replaceSubscriptions(trx, deviceUuid, writes, now)
  })
  return { deviceUuid }
}

/**
 * A path's chain id as stored, or undefined when no row can have it: the path accepts up to 20 digits, more
 * than a bigint column (or a JavaScript number) holds.
 */
function toStoredChainId(chainId: string): number | undefined {
  const id = Number(chainId)
  return Number.isSafeInteger(id) ? id : undefined
}

/** GET …/devices/{deviceUuid}/safes/{safeAddress} (v2): the types the session's signer receives there. */
export async function getSafeSubscription(
  deps: NotificationsDeps,
  target: { deviceUuid: string; chainId: string; safe: string; signer: string },
): Promise<{ name: AlertType }[]> {
  const chainId = toStoredChainId(target.chainId)
  if (chainId === undefined) return []
  const types = await findSubscriptionTypes(deps.db, { ...target, chainId })
  return types.map((name) => ({ name }))
}

/** DELETE …/devices/{uuid}/safes/{safeAddress} (v1 and v2): 404 "No Subscription Found!" when there is none. */
export async function deleteSafeSubscription(
  deps: NotificationsDeps,
  target: { deviceUuid: string; chainId: string; safe: string },
): Promise<void> {
  const chainId = toStoredChainId(target.chainId)
  const deleted = chainId === undefined ? 0 : await deleteSafeSubscriptions(deps.db, { ...target, chainId })
  if (deleted === 0) throw new NotificationRequestError(404, 'No Subscription Found!')
}

/** DELETE /v2/notifications/subscriptions: all in one transaction; 404 when none matched. */
export async function deleteAllSubscriptions(
  deps: NotificationsDeps,
  body: DeleteAllSubscriptionsBody,
): Promise<void> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    let count = 0
    for (const item of body.subscriptions)
      count += await deleteSafeSubscriptions(trx, {
        deviceUuid: item.deviceUuid,
        chainId: Number(item.chainId),
        safe: item.safeAddress,
        signer: item.signerAddress === undefined ? undefined : (item.signerAddress ?? ''),
      })
    return count
  })
  if (deleted === 0) throw new NotificationRequestError(404, 'No Subscription Found!')
}

/** DELETE …/notifications/devices/{uuid} (v1 and v2): the device and its subscriptions; 404 when unknown. */
export async function unregisterDevice(deps: NotificationsDeps, uuid: string): Promise<void> {
  if (!(await deleteDevice(deps.db, uuid))) throw new NotificationRequestError(404, 'No Device Found!')
}
