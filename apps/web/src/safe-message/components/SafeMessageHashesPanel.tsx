import type { SafeMessageHashes } from '@coffer/safe'
import { t as safeTxT } from '../../safe-tx/i18n/t.ts'
import { HashValue } from '../../transactions/components/HashValue.tsx'
import { t } from '../i18n/t.ts'

/**
 * The hashes of a message, computed in the browser: the message hash (what apps check) and the
 * SafeMessage hash (what owners sign) in view, the domain and struct hashes a hardware wallet shows below.
 */
export function SafeMessageHashesPanel({ hashes }: { hashes: SafeMessageHashes }) {
  const row = (name: 'message' | 'safe_message' | 'domain' | 'struct', value: string) => (
    <div key={name} className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-ink-muted">{t(`safe_message.hashes.${name}`)}</dt>
      <dd data-testid={`message-hash-${name}`}>
        <HashValue value={value} />
      </dd>
    </div>
  )
  return (
    <section className="flex flex-col gap-2 rounded-control border border-line bg-surface px-4 py-3 text-sm">
      <h4 className="font-semibold">{t('safe_message.hashes.title')}</h4>
      <dl className="flex flex-col gap-2">
        {row('message', hashes.messageHash)}
        {row('safe_message', hashes.safeMessageHash)}
      </dl>
      <details>
        <summary className="cursor-pointer text-xs font-semibold text-ink-muted">
          {safeTxT('safe_tx.hashes.title')}
        </summary>
        <p className="mt-2 text-xs text-ink-muted">{t('safe_message.hashes.hint')}</p>
        <dl className="mt-2 flex flex-col gap-2">
          {row('domain', hashes.domainHash)}
          {row('struct', hashes.structHash)}
        </dl>
      </details>
    </section>
  )
}
