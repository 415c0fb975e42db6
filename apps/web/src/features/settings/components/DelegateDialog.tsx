import { lazy, Suspense } from 'react'
import { Dialog } from '../../../components/ui/Dialog/Dialog.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import { InWalletStack } from '../../../wallet/InWalletStack.tsx'
import { t } from '../i18n/t.ts'
import { type DelegateDialogProps, delegateDialogTitle } from './delegateDialogTitle.ts'

// Signing needs wagmi: the dialog loads with the wallet stack, only once someone adds or removes a delegate.
export const loadDelegateWalletDialog = () => import('./DelegateWalletDialog.tsx')
const DelegateWalletDialog = lazy(loadDelegateWalletDialog)

function LoadingDialog(props: DelegateDialogProps) {
  return (
    <Dialog title={delegateDialogTitle(props.action)} onClose={props.onClose}>
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('delegates.loading')}
      </p>
    </Dialog>
  )
}

/** Add or remove a delegate: a dialog inside the wallet stack, where the connected wallet signs. */
export function DelegateDialog(props: DelegateDialogProps) {
  return (
    <InWalletStack fallback={<LoadingDialog {...props} />}>
      <Suspense fallback={<LoadingDialog {...props} />}>
        <DelegateWalletDialog {...props} />
      </Suspense>
    </InWalletStack>
  )
}
