import type { SafeMessageListItem } from '../../../safe-message/api/SafeMessageSchema.ts'

/** How many listed messages still need owners' signatures (date labels and confirmed messages do not count). */
export function countPendingMessages(items: readonly SafeMessageListItem[]): number {
  return items.filter((item) => item.type === 'MESSAGE' && item.status === 'NEEDS_CONFIRMATION').length
}
