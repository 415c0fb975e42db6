import { toGatewayError } from '../../../gateway/GatewayError.ts'
import { t } from './i18n/t.ts'
import type { NotificationType } from './notificationTypes.ts'
import { PushBrowserError, type PushPermission, type PushSupport } from './pushBrowser.ts'

/** What the gateway holds for this browser and Safe, as read (or being read). */
export type RemoteState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; types: readonly NotificationType[]; browserSubscribed: boolean }

export type PushSectionInput = {
  support: PushSupport
  permission: PushPermission
  connected: boolean
  isOwner: boolean
  signedIn: boolean
  remote: RemoteState
}

export type PushSectionView =
  | { kind: 'unsupported' }
  | { kind: 'insecure' }
  | { kind: 'not_connected' }
  | { kind: 'not_owner' }
  | { kind: 'not_signed_in' }
  | { kind: 'loading' }
  | { kind: 'load_failed'; error: unknown }
  /** The browser's permission says no; `wasOn`: the gateway still sends this Safe's alerts here. */
  | { kind: 'blocked'; wasOn: boolean }
  /** `stale`: the gateway has types, but this browser lost its push subscription. */
  | { kind: 'off'; stale: boolean }
  | { kind: 'on'; types: readonly NotificationType[] }

/** Whether the gateway may be asked about this browser's subscription (the section needs a signed-in owner). */
export function canReadRemote(input: Omit<PushSectionInput, 'remote' | 'permission'>): boolean {
  return input.support === 'supported' && input.connected && input.isOwner && input.signedIn
}

/**
 * What the section shows, in the order a person must fix things: a browser that cannot, a wallet that is
 * not an owner's or not signed in, then the gateway's answer, and the browser's permission last (it only
 * matters once there is something to show).
 */
export function toPushSectionView(input: PushSectionInput): PushSectionView {
  if (input.support === 'unsupported') return { kind: 'unsupported' }
  if (input.support === 'insecure') return { kind: 'insecure' }
  if (!input.connected) return { kind: 'not_connected' }
  if (!input.isOwner) return { kind: 'not_owner' }
  if (!input.signedIn) return { kind: 'not_signed_in' }
  const { remote } = input
  if (remote.status === 'pending') return { kind: 'loading' }
  if (remote.status === 'error') return { kind: 'load_failed', error: remote.error }
  const subscribed = remote.types.length > 0
  if (input.permission === 'denied') return { kind: 'blocked', wasOn: subscribed }
  if (subscribed && remote.browserSubscribed) return { kind: 'on', types: remote.types }
  return { kind: 'off', stale: subscribed }
}

/** A failed turn on, change or turn off, in words that say what to do. */
export function describePushFailure(error: unknown): string {
  if (error instanceof PushBrowserError) {
    const { failure } = error
    switch (failure.kind) {
      case 'permission_denied':
        return t('push_notifications.failed.permission_denied')
      case 'permission_dismissed':
        return t('push_notifications.failed.permission_dismissed')
      case 'worker_failed':
        return t('push_notifications.failed.worker_failed', { detail: failure.detail })
      case 'subscribe_failed':
        return t('push_notifications.failed.subscribe_failed', { detail: failure.detail })
    }
  }
  const gatewayError = toGatewayError(error)
  if (gatewayError.code === 'http' && (gatewayError.status === 401 || gatewayError.status === 403))
    return t('push_notifications.failed.session')
  return t('push_notifications.failed.gateway', {
    reason: gatewayError.shortMessage.replace(/^CGW error - /, ''),
  })
}
