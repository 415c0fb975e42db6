import { useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../gateway/ChainInfoSchema.ts'
import { Notice } from '../../safe-tx/components/reviewParts.tsx'
import type { AddressNamer } from '../../transactions/components/AddressNamer.ts'
import { formatDateTime } from '../../transactions/formatTransactionTime.ts'
import { useSafeTokenUnits } from '../../transactions/useSafeTokenUnits.ts'
import { t } from '../i18n/t.ts'
import { describeExplanation } from '../model/describeExplanation.ts'
import type { TypedDataExplanation } from '../model/explainTypedData.ts'

/**
 * The loud warning over typed data that grants something (a permit, a foreign SafeTx): who may move
 * what, until when, in words, before anyone signs it.
 */
export function ExplanationNotice({
  explanation,
  chain,
  safe,
  namer,
}: {
  explanation: TypedDataExplanation
  chain: ChainInfo
  safe: Address
  namer: AddressNamer
}) {
  const tokenOf = useSafeTokenUnits(chain.chainId, safe)
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  const text = describeExplanation(explanation, {
    tokenOf,
    nameOf: namer.nameOf,
    nativeCurrency: chain.nativeCurrency,
    formatTime: (timestamp) => formatDateTime(timestamp, timeZone),
    now: Date.now(),
  })
  return (
    <Notice tone="danger" testId="typed-data-warning">
      <span className="text-xs tracking-wide uppercase">{t('safe_message.explain.warning')}</span>
      <strong className="wrap-anywhere">{text.title}</strong>
      {text.lines.map((line, index) => (
        // Two grants can read alike (the same token twice in a batch); their place tells them apart,
        // and the lines of one explanation never move.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, possibly equal texts
        <span key={`${index}:${line}`} className="font-normal wrap-anywhere">
          {line}
        </span>
      ))}
    </Notice>
  )
}
