import { dayKey } from './dayKey.ts'
import type { HistoryItem } from './HistoryPageSchema.ts'

/**
 * A stable key per row, so the virtualizer keeps measured heights when rows are added above. A date
 * label is keyed by its day: when new transactions arrive, today's label keeps its place and key even
 * though its timestamp becomes the newest one's.
 */
export function toHistoryRowKey(item: HistoryItem, timeZone: string): string {
  return item.type === 'DATE_LABEL' ? `day:${dayKey(item.timestamp, timeZone)}` : `tx:${item.transaction.id}`
}
