import type { SafeMessage, SafeMessageListItem } from './messages.schema.ts'

const dayMs = 24 * 60 * 60 * 1000

/**
 * A page of messages (newest first) as CGW lists them (gateway-contract.md §9.2): each UTC creation day's
 * messages preceded by a `DATE_LABEL` at that day's midnight. Every page starts its own labels.
 */
export function toSafeMessageListItems(messages: readonly SafeMessage[]): SafeMessageListItem[] {
  const items: SafeMessageListItem[] = []
  let day: number | undefined
  for (const message of messages) {
    const midnight = Math.floor(message.creationTimestamp / dayMs) * dayMs
    if (midnight !== day) {
      items.push({ type: 'DATE_LABEL', timestamp: midnight })
      day = midnight
    }
    items.push({ type: 'MESSAGE', ...message })
  }
  return items
}
