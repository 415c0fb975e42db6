import { lazy, Suspense } from 'react'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../i18n/t.ts'
import { InWalletStack } from '../../wallet/InWalletStack.tsx'
import {
  closeSafeMessageSign,
  type SafeMessageSignRequest,
  useOpenSafeMessageSign,
} from '../safeMessageSignStore.ts'

// Signing needs wagmi: the dialog loads with the wallet stack, only once someone asks for a signature.
const loadSafeMessageSignDialog = () => import('./SafeMessageSignDialog.tsx')
const SafeMessageSignDialog = lazy(loadSafeMessageSignDialog)

/** Warms the dialog's chunk (e.g. when a Confirm button is hovered). */
export function prefetchSafeMessageSign(): void {
  void loadSafeMessageSignDialog()
}

function LoadingDialog({ request, onClose }: { request: SafeMessageSignRequest; onClose: () => void }) {
  return (
    <Dialog title={t(`safe_message.titles.${request.kind === 'new' ? 'new' : 'confirm'}`)} onClose={onClose}>
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
  const open = useOpenSafeMessageSign()
  if (!open) return null
  const { id, request } = open
  const close = () => closeSafeMessageSign(id)
  // Keyed by the request's id: the next request gets a dialog of its own, none of this one's state.
  return (
    <InWalletStack fallback={<LoadingDialog key={id} request={request} onClose={close} />}>
      <Suspense fallback={<LoadingDialog key={id} request={request} onClose={close} />}>
        <SafeMessageSignDialog key={id} request={request} onClose={close} />
      </Suspense>
    </InWalletStack>
  )
}
