import { lazy, Suspense } from 'react'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../i18n/t.ts'
import { InWalletStack } from '../../wallet/InWalletStack.tsx'
import {
  closeSafeMessageSign,
  type SafeMessageSignRequest,
  useSafeMessageSign,
} from '../safeMessageSignStore.ts'

// Signing needs wagmi: the dialog loads with the wallet stack, only once someone asks for a signature.
const loadSafeMessageSignDialog = () => import('./SafeMessageSignDialog.tsx')
const SafeMessageSignDialog = lazy(loadSafeMessageSignDialog)

/** Warms the dialog's chunk (e.g. when a Confirm button is hovered). */
export function prefetchSafeMessageSign(): void {
  void loadSafeMessageSignDialog()
}

function LoadingDialog({ request }: { request: SafeMessageSignRequest }) {
  return (
    <Dialog
      title={t(`safe_message.titles.${request.kind === 'new' ? 'new' : 'confirm'}`)}
      onClose={closeSafeMessageSign}
    >
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('safe_message.loading')}
      </p>
    </Dialog>
  )
}

/**
 * Mounted once in the Safe's layout: renders nothing until someone calls `openSafeMessageSign`, then the
 * signing dialog inside the wallet stack.
 */
export function SafeMessageSignHost() {
  const request = useSafeMessageSign()
  if (!request) return null
  return (
    <InWalletStack fallback={<LoadingDialog request={request} />}>
      <Suspense fallback={<LoadingDialog request={request} />}>
        <SafeMessageSignDialog request={request} onClose={closeSafeMessageSign} />
      </Suspense>
    </InWalletStack>
  )
}
