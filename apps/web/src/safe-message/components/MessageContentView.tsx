import type { AddressNamer } from '../../transactions/components/AddressNamer.ts'
import { t } from '../i18n/t.ts'
import type { SafeMessageContent } from '../model/toSafeMessageContent.ts'
import { TypedDataView } from './TypedDataView.tsx'

/** What a message says: a text exactly as signed (whitespace kept), or typed data as a tree. */
export function MessageContentView({ content, namer }: { content: SafeMessageContent; namer: AddressNamer }) {
  return (
    <div className="flex flex-col gap-2 rounded-control border border-line bg-surface px-4 py-3">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
        {typeof content === 'string' ? t('safe_message.text') : t('safe_message.typed_data')}
      </p>
      {typeof content === 'string' ? (
        <pre
          data-testid="message-text"
          className="max-h-64 overflow-auto font-sans text-sm whitespace-pre-wrap wrap-anywhere"
        >
          {content}
        </pre>
      ) : (
        <TypedDataView data={content} namer={namer} />
      )}
    </div>
  )
}
