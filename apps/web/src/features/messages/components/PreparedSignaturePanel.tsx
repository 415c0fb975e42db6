import type { Hex } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { CopyButton } from '../../../components/ui/CopyButton/CopyButton.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import type { SafeMessage } from '../../../safe-message/api/SafeMessageSchema.ts'
import { describePreparedSignature } from '../../../safe-message/model/preparedSignature.ts'
import { Notice } from '../../../safe-tx/components/reviewParts.tsx'
import { t } from '../i18n/t.ts'

/**
 * The message's prepared signature once it is confirmed: the Safe's EIP-1271 signature, in full, with a
 * copy button and a way to ask the Safe whether it accepts it. Before that, how many signatures are needed.
 */
export function PreparedSignaturePanel({
  message,
  onVerify,
}: {
  message: SafeMessage
  onVerify: (signature: Hex) => void
}) {
  const prepared = message.status === 'CONFIRMED' ? message.preparedSignature : null
  const view = prepared
    ? describePreparedSignature(
        prepared,
        message.confirmations.map((confirmation) => ({
          owner: confirmation.owner.value,
          signature: confirmation.signature,
        })),
      )
    : undefined
  return (
    <section className="flex flex-col gap-2" aria-labelledby="prepared-signature">
      <h3 id="prepared-signature" className="text-sm font-semibold">
        {t('messages.page.prepared')}
      </h3>
      {!prepared && (
        <p className="text-sm text-ink-muted">
          {t('messages.page.waiting', { required: message.confirmationsRequired })}
        </p>
      )}
      {view && !view.ok && <Notice tone="danger">{t('messages.page.prepared_unreadable')}</Notice>}
      {view?.ok && (
        <>
          <p className="text-sm text-ink-muted">{t('messages.page.prepared_hint')}</p>
          <p
            data-testid="prepared-signature"
            className="max-h-40 overflow-auto rounded-control bg-surface-muted px-3 py-2 font-mono text-xs break-all"
          >
            {view.signature}
          </p>
          <p className="text-xs text-ink-muted">
            {t('messages.page.prepared_parts', { count: view.parts.length, bytes: view.bytes })}
          </p>
          {!view.ordered && <Notice tone="danger">{t('messages.page.prepared_unordered')}</Notice>}
          <div className="flex flex-wrap gap-2">
            <CopyButton value={view.signature} label={t('messages.page.prepared_copy')} />
            <Button variant="secondary" size="sm" onClick={() => onVerify(view.signature)}>
              <Icon name="shield" />
              {t('messages.page.verify')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
