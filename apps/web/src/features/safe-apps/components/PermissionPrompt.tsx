import { Button } from '../../../components/ui/Button/Button.tsx'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { t as permissionsT } from '../../../safe-apps-permissions/i18n/t.ts'
import type { SafeAppCapability } from '../../../safe-apps-permissions/safeAppPermissionsStore.ts'
import { t } from '../i18n/t.ts'

/** An app asks for a restricted method; closing the dialog is a refusal. */
export function PermissionPrompt({
  appName,
  origin,
  chainName,
  capabilities,
  onAnswer,
}: {
  appName: string
  origin: string
  chainName: string
  capabilities: readonly SafeAppCapability[]
  onAnswer: (granted: boolean) => void
}) {
  return (
    <Dialog
      title={t('safe_apps.permission.title', { app: appName })}
      description={t('safe_apps.permission.description', { app: appName, origin, chain: chainName })}
      onClose={() => onAnswer(false)}
    >
      <ul className="flex flex-col gap-2 text-sm">
        {capabilities.map((capability) => (
          <li key={capability} className="rounded-control bg-surface-muted px-4 py-3 font-semibold">
            {permissionsT(`safe_apps.capabilities.${capability}`)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-ink-muted">{t('safe_apps.permission.body')}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => onAnswer(false)}>
          {t('safe_apps.permission.deny')}
        </Button>
        <Button data-autofocus onClick={() => onAnswer(true)}>
          {t('safe_apps.permission.allow')}
        </Button>
      </div>
    </Dialog>
  )
}
