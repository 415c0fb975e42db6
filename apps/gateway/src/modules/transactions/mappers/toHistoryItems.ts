import type { DateLabelItem, TransactionItem, TransactionSummary } from '../transactions.schema.ts'

/** How history groups items into days (§6.8 step 3). */
export type DayGrouping = { timezone: string } | { offsetMs: number }

/** A calendar-day key (YYYY-MM-DD) of a UTC timestamp in the grouping's zone. */
export function toDayKey(timestamp: number, grouping: DayGrouping): string {
  if ('timezone' in grouping)
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: grouping.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(timestamp)
  return new Date(timestamp + grouping.offsetMs).toISOString().slice(0, 10)
}

/**
 * §6.8 step 4: a DATE_LABEL before each run of same-day items, stamped with the newest item's time (not
 * midnight). The first label is skipped only when its first item has exactly the timestamp of the item
 * that ended the previous page, so a day spanning a page boundary usually gets a second label.
 */
export function toHistoryItems(
  items: readonly TransactionSummary[],
  { previous, grouping }: { previous: TransactionSummary | undefined; grouping: DayGrouping },
): (DateLabelItem | TransactionItem)[] {
  const result: (DateLabelItem | TransactionItem)[] = []
  let currentDay: string | undefined
  items.forEach((transaction, index) => {
    const day = toDayKey(transaction.timestamp, grouping)
    if (day !== currentDay) {
      currentDay = day
      const continuesPrevious =
        index === 0 && previous !== undefined && previous.timestamp === transaction.timestamp
      if (!continuesPrevious) result.push({ type: 'DATE_LABEL', timestamp: transaction.timestamp })
    }
    result.push({ type: 'TRANSACTION', transaction, conflictType: 'None' })
  })
  return result
}
