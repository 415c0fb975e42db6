import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { type Address, isAddressEqual } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { Switch } from '../../../components/ui/Switch/Switch.tsx'
import { describeGatewayError } from '../../../gateway/describeGatewayError.ts'
import { requestSignIn } from '../../../wallet/signInRequest.ts'
import { useWalletSnapshot } from '../../../wallet/walletState.ts'
import { t } from './i18n/t.ts'
import { type NotificationType, normalizeTypes, notificationTypes } from './notificationTypes.ts'
import {
  detectPushSupport,
  getDeviceUuid,
  hasBrowserSubscription,
  type PushPermission,
  readPermission,
  subscribeThisBrowser,
} from './pushBrowser.ts'
import {
  getSafeNotificationTypes,
  getVapidPublicKey,
  type PushTarget,
  registerSafeNotifications,
  unregisterSafeNotifications,
} from './pushGateway.ts'
import {
  canReadRemote,
  describePushFailure,
  type RemoteState,
  toPushSectionView,
} from './pushSectionState.ts'

/** The browser's permission, kept current when the person changes it in the browser's site settings. */
function usePermission(): [PushPermission, () => void] {
  const [permission, setPermission] = useState(readPermission)
  useEffect(() => {
    let status: PermissionStatus | undefined
    const update = () => setPermission(readPermission())
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((result) => {
        status = result
        status.addEventListener('change', update)
      })
      .catch(() => {
        // Without the Permissions API the permission is read again after each action instead.
      })
    return () => status?.removeEventListener('change', update)
  }, [])
  return [permission, () => setPermission(readPermission())]
}

function Note({ children, tone = 'muted' }: { children: string; tone?: 'muted' | 'warning' }) {
  return (
    <p
      className={`flex items-start gap-2 text-sm ${tone === 'warning' ? 'font-medium text-warning' : 'text-ink-muted'}`}
    >
      {tone === 'warning' && <Icon name="alert" className="mt-0.5 size-4 shrink-0" />}
      {children}
    </p>
  )
}

/**
 * Settings → Notifications, push in this browser: per Safe, on or off and which alerts. The browser's
 * permission is asked only when the owner turns them on; the gateway attributes the registration to the
 * signed-in owner (its session), which is what lets it send that owner the signature requests.
 */
export function PushNotificationsSection({
  chainId,
  safe,
  owners,
  connected,
}: {
  chainId: string
  safe: Address
  owners: readonly Address[]
  connected: Address | undefined
}) {
  const { signedIn } = useWalletSnapshot()
  const [permission, refreshPermission] = usePermission()
  const [support] = useState(() => detectPushSupport())
  const [failure, setFailure] = useState<string | undefined>()
  const queryClient = useQueryClient()
  const isOwner = connected !== undefined && owners.some((owner) => isAddressEqual(owner, connected))
  const access = { support, connected: connected !== undefined, isOwner, signedIn }
  const enabled = canReadRemote(access)
  const queryKey = ['push-notifications', chainId, safe, connected ?? ''] as const

  const remote = useQuery({
    queryKey,
    enabled,
    retry: false,
    queryFn: async () => {
      const target: PushTarget = { chainId, safe, deviceUuid: getDeviceUuid() }
      const [types, browserSubscribed] = await Promise.all([
        getSafeNotificationTypes(target),
        hasBrowserSubscription(),
      ])
      return { types, browserSubscribed }
    },
  })

  const save = useMutation({
    mutationFn: async (types: readonly NotificationType[]) => {
      const target: PushTarget = { chainId, safe, deviceUuid: getDeviceUuid() }
      if (types.length === 0) {
        await unregisterSafeNotifications(target)
        return { types: [], browserSubscribed: true }
      }
      try {
        const subscription = await subscribeThisBrowser(await getVapidPublicKey())
        await registerSafeNotifications(target, { subscription, types })
      } finally {
        refreshPermission()
      }
      return { types: normalizeTypes(types), browserSubscribed: true }
    },
    onMutate: () => setFailure(undefined),
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
    onError: (error) => setFailure(describePushFailure(error)),
  })

  const remoteState: RemoteState =
    remote.status === 'success'
      ? { status: 'success', ...remote.data }
      : remote.status === 'error'
        ? { status: 'error', error: remote.error }
        : { status: 'pending' }
  const view = toPushSectionView({ ...access, permission, remote: remoteState })
  const busy = save.isPending
  const pendingTypes = save.isPending ? save.variables : undefined

  const failureNote = failure && (
    <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
      <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
      {failure}
    </p>
  )

  switch (view.kind) {
    case 'unsupported':
    case 'insecure':
    case 'not_connected':
    case 'not_owner':
      return <Note>{t(`push_notifications.${view.kind}`)}</Note>
    case 'not_signed_in':
      return (
        <div className="flex flex-col items-start gap-3">
          <Note>{t('push_notifications.not_signed_in')}</Note>
          <Button variant="secondary" size="sm" onClick={requestSignIn}>
            <Icon name="shield" />
            {t('push_notifications.sign_in')}
          </Button>
        </div>
      )
    case 'loading':
      return (
        <div className="flex flex-col gap-3" aria-busy>
          <span className="sr-only">{t('push_notifications.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-48" />
        </div>
      )
    case 'load_failed':
      return (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="flex items-start gap-2 text-sm font-medium text-danger">
            <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
            {t('push_notifications.load_failed', { reason: describeGatewayError(view.error) })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void remote.refetch()}>
            {t('push_notifications.retry')}
          </Button>
        </div>
      )
    case 'blocked':
      return (
        <div className="flex flex-col items-start gap-3" data-testid="push-state" data-state="blocked">
          <Note tone="warning">
            {view.wasOn ? t('push_notifications.blocked_was_on') : t('push_notifications.blocked')}
          </Note>
          {view.wasOn && (
            <Button variant="secondary" disabled={busy} onClick={() => save.mutate([])}>
              {busy ? t('push_notifications.turning_off') : t('push_notifications.turn_off')}
            </Button>
          )}
          {failureNote}
        </div>
      )
    case 'off':
      return (
        <div className="flex flex-col items-start gap-3" data-testid="push-state" data-state="off">
          <p className="text-sm font-semibold">{t('push_notifications.state_off')}</p>
          <Note tone={view.stale ? 'warning' : 'muted'}>
            {view.stale ? t('push_notifications.stale') : t('push_notifications.off_help')}
          </Note>
          <Button disabled={busy} onClick={() => save.mutate(notificationTypes)}>
            {busy ? t('push_notifications.turning_on') : t('push_notifications.turn_on')}
          </Button>
          {failureNote}
        </div>
      )
    case 'on': {
      const shown = pendingTypes ?? view.types
      const toggle = (type: NotificationType, on: boolean) =>
        save.mutate(on ? [...shown, type] : shown.filter((other) => other !== type))
      return (
        <div className="flex flex-col gap-4" data-testid="push-state" data-state="on">
          <p className="flex items-center gap-2 text-sm font-semibold text-success">
            <Icon name="checkCircle" className="size-4" />
            {t('push_notifications.state_on')}
          </p>
          <fieldset className="flex flex-col gap-3" disabled={busy} aria-busy={busy}>
            <legend className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('push_notifications.types_legend')}
            </legend>
            {notificationTypes.map((type) => (
              <Switch
                key={type}
                label={t(`push_notifications.types.${type}`)}
                checked={shown.includes(type)}
                onChange={(on) => toggle(type, on)}
              />
            ))}
          </fieldset>
          <div className="flex items-center gap-3">
            <Button variant="secondary" disabled={busy} onClick={() => save.mutate([])}>
              {pendingTypes?.length === 0
                ? t('push_notifications.turning_off')
                : t('push_notifications.turn_off')}
            </Button>
            {busy && pendingTypes && pendingTypes.length > 0 && (
              <span className="text-sm text-ink-muted" role="status">
                {t('push_notifications.saving')}
              </span>
            )}
          </div>
          {failureNote}
        </div>
      )
    }
  }
}
