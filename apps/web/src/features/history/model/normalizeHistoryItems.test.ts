import { describe, expect, it } from 'vitest'
import type { HistoryItem } from './HistoryPageSchema.ts'
import { label, page, transactionItem } from './historyTestItems.ts'
import { normalizeHistoryItems } from './normalizeHistoryItems.ts'

const hour = 3_600_000

function shape(items: readonly HistoryItem[]): string[] {
  return items.map((item) =>
    item.type === 'DATE_LABEL' ? `label ${new Date(item.timestamp).toISOString()}` : item.transaction.id,
  )
}

// 2026-11-21 and 2026-11-20, UTC.
const day1 = Date.UTC(2026, 10, 21, 22)
const day2 = Date.UTC(2026, 10, 20, 15)

describe('normalizeHistoryItems', () => {
  it('merges the label a day gets again at the top of the next page', () => {
    const first = page([label(day1), transactionItem('a', day1), transactionItem('b', day1 - hour)], 'next')
    const second = page([label(day1 - 2 * hour), transactionItem('c', day1 - 2 * hour), label(day2)])
    const third = page([transactionItem('d', day2)])
    const merged = normalizeHistoryItems([...first.items, ...second.items, ...third.items], 'UTC')
    expect(shape(merged.items)).toEqual([
      'label 2026-11-21T22:00:00.000Z',
      'a',
      'b',
      'c',
      'label 2026-11-20T15:00:00.000Z',
      'd',
    ])
  })

  it('groups by the day in the given time zone, as the gateway does', () => {
    // 22:00 UTC on the 21st is already the 22nd in Tokyo; 10:00 UTC is 19:00 there, still the 21st.
    const items = page([
      label(day1),
      transactionItem('a', day1),
      label(day1 - 12 * hour),
      transactionItem('b', day1 - 12 * hour),
    ])
    expect(shape(normalizeHistoryItems(items.items, 'UTC').items)).toEqual([
      'label 2026-11-21T22:00:00.000Z',
      'a',
      'b',
    ])
    expect(shape(normalizeHistoryItems(items.items, 'Asia/Tokyo').items)).toEqual([
      'label 2026-11-21T22:00:00.000Z',
      'a',
      'label 2026-11-21T10:00:00.000Z',
      'b',
    ])
  })

  it('keeps each transaction once, drops empty labels and labels a day that came without one', () => {
    const items = page([
      label(day1),
      transactionItem('a', day1),
      transactionItem('a', day1),
      label(day2),
      label(day2 - hour),
      transactionItem('b', day2 - hour),
      transactionItem('c', day2 - 30 * hour),
      label(day2 - 40 * hour),
    ])
    expect(shape(normalizeHistoryItems(items.items, 'UTC').items)).toEqual([
      'label 2026-11-21T22:00:00.000Z',
      'a',
      'label 2026-11-20T14:00:00.000Z',
      'b',
      'label 2026-11-19T09:00:00.000Z',
      'c',
    ])
  })

  it('skips an item it cannot read instead of failing the page', () => {
    const warn = console.warn
    console.warn = () => {}
    const parsed = page([
      label(day1),
      { type: 'TRANSACTION', transaction: { id: 'x' } },
      transactionItem('a', day1),
    ])
    console.warn = warn
    expect(parsed.items.map((item) => item.type)).toEqual(['DATE_LABEL', 'TRANSACTION'])
  })
})
