import { lazy, Suspense } from 'react'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
import { Spinner } from '../../components/ui/Spinner/Spinner.tsx'
import { t } from '../../i18n/t.ts'
import { InWalletStack } from '../../wallet/InWalletStack.tsx'
import { closeSafeTxReview, type SafeTxReviewRequest, useSafeTxReview } from '../safeTxReviewStore.ts'

// Signing needs wagmi: the dialog loads with the wallet stack, only once a flow asks for a review.
const loadSafeTxReviewDialog = () => import('./SafeTxReviewDialog.tsx')
const SafeTxReviewDialog = lazy(loadSafeTxReviewDialog)

/** Warms the dialog's chunk (e.g. when a Confirm button is hovered). */
export function prefetchSafeTxReview(): void {
  void loadSafeTxReviewDialog()
}

function LoadingDialog({ request }: { request: SafeTxReviewRequest }) {
  return (
    <Dialog
      title={request.kind === 'new' ? request.title : t(`safe_tx.titles.${request.action}`)}
      onClose={closeSafeTxReview}
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
  const request = useSafeTxReview()
  if (!request) return null
  return (
    <InWalletStack fallback={<LoadingDialog request={request} />}>
      <Suspense fallback={<LoadingDialog request={request} />}>
        <SafeTxReviewDialog request={request} onClose={closeSafeTxReview} />
      </Suspense>
    </InWalletStack>
  )
}
