import type { Address } from 'viem'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Card } from '../../../components/ui/Card/Card.tsx'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { buildBatchDraft } from '../../../safe-tx/model/encodeMultiSend.ts'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'
import { t } from '../i18n/t.ts'
import { useBatch } from '../model/batchStore.ts'

/** The basket of calls collected with "Add to batch", turned into one MultiSend transaction. */
export function BatchBasket({
  chainId,
  safe,
  canSubmit,
  onCreate,
}: {
  chainId: string
  safe: Address
  canSubmit: boolean
  onCreate: (title: string, draft: SafeTxDraft) => void
}) {
  const { items, remove, clear } = useBatch(chainId, safe)
  const batch = buildBatchDraft(items.map((item) => item.draft))
  return (
    <Card className="flex flex-col gap-4 self-start p-5" aria-label={t('new_transaction.batch.title')}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-bold">{t('new_transaction.batch.title')}</h2>
        {items.length > 0 && (
          <span className="text-sm text-ink-muted">
            {t('new_transaction.batch.count', { count: items.length })}
          </span>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('new_transaction.batch.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {items.map((item, index) => (
            <li
              key={item.id}
              className="flex items-center gap-3 rounded-control bg-surface-muted px-3 py-2 text-sm"
            >
              <span className="text-ink-muted tabular-nums">{index + 1}</span>
              <span className="min-w-0 flex-1 break-words">{item.title}</span>
              <button
                type="button"
                onClick={() => remove(item.id)}
                aria-label={t('new_transaction.batch.remove', { title: item.title })}
                className="grid size-7 place-items-center rounded-full text-ink-muted hover:bg-surface hover:text-danger"
              >
                <Icon name="trash" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      {!batch.ok && batch.error.code === 'delegatecall' && (
        <p role="alert" className="text-sm text-danger">
          {t('new_transaction.batch.errors.delegatecall')}
        </p>
      )}
      {items.length > 0 && (
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={clear}>
            {t('new_transaction.batch.clear')}
          </Button>
          <Button
            size="sm"
            disabled={!canSubmit || !batch.ok}
            onClick={() => {
              if (batch.ok)
                onCreate(t('new_transaction.batch.tx_title', { count: items.length }), batch.draft)
            }}
          >
            {t('new_transaction.batch.create')}
          </Button>
        </div>
      )}
    </Card>
  )
}
