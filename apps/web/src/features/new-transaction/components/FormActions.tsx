import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { ChainInfo } from '../../../gateway/ChainInfoSchema.ts'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { t } from '../i18n/t.ts'

/** What every form of the page gets: where the Safe is, and what to do with a finished draft. */
export type FlowContext = {
  chain: ChainInfo
  safe: Address
  /** Connected wallet is an owner: only then may a form hand its draft on. */
  canSubmit: boolean
  /**
   * Opens the review dialog (with the page's fixed nonce when replacing); `titleAddresses` are the addresses
   * the title shortens, shown whole in the review's body.
   */
  onContinue: (title: string, draft: SafeTxDraft, titleAddresses?: readonly Address[]) => void
  onAddToBatch: (title: string, draft: SafeTxDraft) => void
}

/**
 * The two ways out of a form. Both validate first: the form's submit handler receives which one
 * was pressed, so "Add to batch" shows the same messages as "Continue".
 */
export function FormActions({ canSubmit, onBatch }: { canSubmit: boolean; onBatch: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 pt-2">
      <Button variant="secondary" disabled={!canSubmit} onClick={onBatch}>
        <Icon name="plus" />
        {t('new_transaction.add_to_batch')}
      </Button>
      <Button type="submit" disabled={!canSubmit}>
        {t('new_transaction.continue')}
        <Icon name="arrowRight" />
      </Button>
    </div>
  )
}
