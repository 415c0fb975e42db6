import { dayKey } from './dayKey.ts'
import type { HistoryItem } from './HistoryPageSchema.ts'

/** Where a normalized list left off: the day of its last group and every transaction id in it. */
export type HistoryContext = { day: string | null; seen: ReadonlySet<string> }

export const emptyHistoryContext: HistoryContext = { day: null, seen: new Set() }

/**
 * Makes a run of history items read as one list: each transaction once (pages overlap when the history
 * grew between requests), and exactly one date label per day. The gateway repeats a day's label at
 * the top of the next page when the day spans a page boundary (§6.8, step 4); that repeat is dropped,
 * and a transaction of a new day that came without a label gets one (its own timestamp, which is what
 * the gateway puts on a label: the newest transaction of the group).
 */
export function normalizeHistoryItems(
  items: readonly HistoryItem[],
  timeZone: string,
  context: HistoryContext = emptyHistoryContext,
): { items: HistoryItem[]; context: HistoryContext } {
  const seen = new Set(context.seen)
  let day = context.day
  // A label is only kept once a transaction of its day follows it.
  let pendingLabel: { type: 'DATE_LABEL'; timestamp: number; day: string } | null = null
  const out: HistoryItem[] = []
  for (const item of items) {
    if (item.type === 'DATE_LABEL') {
      const labelDay = dayKey(item.timestamp, timeZone)
      pendingLabel =
        labelDay === day ? null : { type: 'DATE_LABEL', timestamp: item.timestamp, day: labelDay }
      continue
    }
    const { transaction } = item
    if (seen.has(transaction.id)) continue
    seen.add(transaction.id)
    const transactionDay = dayKey(transaction.timestamp, timeZone)
    if (transactionDay !== day) {
      const label = pendingLabel?.day === transactionDay ? pendingLabel.timestamp : transaction.timestamp
      out.push({ type: 'DATE_LABEL', timestamp: label })
      day = transactionDay
    }
    pendingLabel = null
    out.push(item)
  }
  return { items: out, context: { day, seen } }
}

/** The context at the end of an already normalized list, to append the next page to it. */
export function toHistoryContext(items: readonly HistoryItem[], timeZone: string): HistoryContext {
  const seen = new Set<string>()
  let day: string | null = null
  for (const item of items) {
    if (item.type === 'TRANSACTION') {
      seen.add(item.transaction.id)
      day = dayKey(item.transaction.timestamp, timeZone)
    }
  }
  return { day, seen }
}
