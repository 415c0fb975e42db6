import { lazy, Suspense } from 'react'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../i18n/t.ts'
import { InWalletStack } from '../../wallet/InWalletStack.tsx'
import { closeSafeTxReview, type SafeTxReviewRequest, useOpenSafeTxReview } from '../safeTxReviewStore.ts'

// Signing needs wagmi: the dialog loads with the wallet stack, only once a flow asks for a review.
const loadSafeTxReviewDialog = () => import('./SafeTxReviewDialog.tsx')
const SafeTxReviewDialog = lazy(loadSafeTxReviewDialog)

/** Warms the dialog's chunk (e.g. when a Confirm button is hovered). */
export function prefetchSafeTxReview(): void {
  void loadSafeTxReviewDialog()
}

function LoadingDialog({ request, onClose }: { request: SafeTxReviewRequest; onClose: () => void }) {
  return (
    <Dialog
      title={request.kind === 'new' ? request.title : t(`safe_tx.titles.${request.action}`)}
      onClose={onClose}
    >
      <p role="status" className="flex items-center justify-center gap-3 py-10 text-sm text-ink-muted">
        <Spinner className="size-5" />
        {t('safe_tx.loading')}
      </p>
    </Dialog>
  )
}

/**
 * Mounted once in the Safe's layout: renders nothing until a flow calls `openSafeTxReview`, then the
 * review dialog inside the wallet stack.
 */
export function SafeTxReviewHost() {
  const open = useOpenSafeTxReview()
  if (!open) return null
  const { id, request } = open
  const close = () => closeSafeTxReview(id)
  // Keyed by the review's id: the next request gets a review of its own, none of this one's state.
  return (
    <InWalletStack fallback={<LoadingDialog key={id} request={request} onClose={close} />}>
      <Suspense fallback={<LoadingDialog key={id} request={request} onClose={close} />}>
        <SafeTxReviewDialog key={id} request={request} onClose={close} />
      </Suspense>
    </InWalletStack>
  )
}
