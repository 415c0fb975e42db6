import { useState } from 'react'
import { Dialog } from '../../components/ui/Dialog/Dialog.tsx'
// The titles are the host's too, so they stay in the app's table.
import { t as appT } from '../../i18n/t.ts'
import { t } from '../i18n/t.ts'
import type { ReviewWallet } from '../model/reviewWallet.ts'
import type { SafeTxReviewRequest } from '../safeTxReviewStore.ts'
import { NewSafeTxReview } from './NewSafeTxReview.tsx'
import { StoredSafeTxReview } from './StoredSafeTxReview.tsx'

export function reviewTitle(request: SafeTxReviewRequest): string {
  if (request.kind === 'new') return request.title
  return appT(`safe_tx.titles.${request.action}`)
}

/** The review dialog around either flow; free of wagmi so it renders with any ReviewWallet. */
export function SafeTxReviewContent({
  request,
  wallet,
  onClose,
}: {
  request: SafeTxReviewRequest
  wallet: ReviewWallet
  onClose: () => void
}) {
  // The subtitle is about checking what is signed: once it is done, the success screen says what happened.
  const [done, setDone] = useState(false)
  const onDone = () => setDone(true)
  return (
    <Dialog
      title={reviewTitle(request)}
      description={
        done
          ? undefined
          : request.kind === 'stored' && request.action === 'delete'
            ? t('safe_tx.description_delete')
            : t('safe_tx.description')
      }
      onClose={onClose}
    >
      {request.kind === 'new' ? (
        <NewSafeTxReview request={request} wallet={wallet} onClose={onClose} onDone={onDone} />
      ) : (
        <StoredSafeTxReview request={request} wallet={wallet} onClose={onClose} onDone={onDone} />
      )}
    </Dialog>
  )
}
