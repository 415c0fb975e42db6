import { describe, expect, it } from 'vitest'
import type { TransactionSummary } from '../transactions.schema.ts'
import { toDayKey, toHistoryItems } from './toHistoryItems.ts'

const summary = (timestamp: number): TransactionSummary => ({
  id: `tx_${timestamp}`,
  txHash: null,
  timestamp,
  txStatus: 'SUCCESS',
  executionInfo: null,
  safeAppInfo: null,
  note: null,
  txInfo: {
    type: 'Creation',
    creator: { value: '0x0', name: null, logoUri: null },
    transactionHash: '0x',
    implementation: null,
    factory: { value: '0x0', name: null, logoUri: null },
    saltNonce: null,
    blockNumber: null,
    humanDescription: null,
  },
})
const at = (iso: string) => Date.parse(iso)
const shape = (items: ReturnType<typeof toHistoryItems>) =>
  items.map((item) =>
    item.type === 'DATE_LABEL' ? `label ${new Date(item.timestamp).toISOString()}` : item.transaction.id,
  )

describe('toHistoryItems', () => {
  it('labels each day with its newest item time, not midnight', () => {
    const items = [at('2026-11-21T23:30:00Z'), at('2026-11-21T08:00:00Z'), at('2026-11-20T10:00:00Z')].map(
      summary,
    )
    expect(shape(toHistoryItems(items, { previous: undefined, grouping: { offsetMs: 0 } }))).toEqual([
      'label 2026-11-21T23:30:00.000Z',
      `tx_${at('2026-11-21T23:30:00Z')}`,
      `tx_${at('2026-11-21T08:00:00Z')}`,
      'label 2026-11-20T10:00:00.000Z',
      `tx_${at('2026-11-20T10:00:00Z')}`,
    ])
  })

  it('groups by the local day of an IANA time zone or of an offset', () => {
    const items = [at('2026-11-21T23:30:00Z'), at('2026-11-21T08:00:00Z')].map(summary)
    // In Berlin (UTC+1) 23:30 UTC is already the 22nd.
    expect(
      toHistoryItems(items, { previous: undefined, grouping: { timezone: 'Europe/Berlin' } }),
    ).toHaveLength(4)
    expect(
      toHistoryItems(items, { previous: undefined, grouping: { offsetMs: -9 * 3_600_000 } }),
    ).toHaveLength(4)
    expect(toDayKey(at('2026-11-21T23:30:00Z'), { timezone: 'Asia/Tokyo' })).toBe('2026-11-22')
  })

  it('skips the first label only when the previous page ended with the very same timestamp', () => {
    const items = [at('2026-11-21T08:00:00Z'), at('2026-11-21T07:00:00Z')].map(summary)
    const samePrevious = summary(at('2026-11-21T08:00:00Z'))
    expect(shape(toHistoryItems(items, { previous: samePrevious, grouping: { offsetMs: 0 } }))[0]).toBe(
      `tx_${at('2026-11-21T08:00:00Z')}`,
    )
    const earlierSameDay = summary(at('2026-11-21T09:00:00Z'))
    expect(shape(toHistoryItems(items, { previous: earlierSameDay, grouping: { offsetMs: 0 } }))[0]).toBe(
      'label 2026-11-21T08:00:00.000Z',
    )
  })
})
