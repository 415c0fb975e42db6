import type { SafeMessage, SafeMessageListItem } from '../../../safe-message/api/SafeMessageSchema.ts'

/** One day of the list: its label's moment and its messages, newest first as the gateway sent them. */
export type MessageDay = { key: string; timestamp: number; messages: SafeMessage[] }

/** `YYYY-MM-DD` of a moment in UTC: the gateway groups messages by UTC day (§9.2). */
function utcDay(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 10)
}

/**
 * The list's pages as days. Every page restarts its own DATE_LABELs, so a day cut by a page boundary
 * has two labels: both become one day. A message repeated by offset paging (one was added meanwhile)
 * is shown once.
 */
export function groupMessages(items: readonly SafeMessageListItem[]): MessageDay[] {
  const days: MessageDay[] = []
  const seen = new Set<string>()
  let label: number | undefined
  for (const item of items) {
    if (item.type === 'DATE_LABEL') {
      label = item.timestamp
      continue
    }
    const hash = item.messageHash.toLowerCase()
    if (seen.has(hash)) continue
    seen.add(hash)
    const { type: _, ...message } = item
    const key = utcDay(item.creationTimestamp)
    let day = days.find((candidate) => candidate.key === key)
    if (!day) {
      day = {
        key,
        timestamp: label !== undefined && utcDay(label) === key ? label : item.creationTimestamp,
        messages: [],
      }
      days.push(day)
    }
    day.messages.push(message)
  }
  return days
}
