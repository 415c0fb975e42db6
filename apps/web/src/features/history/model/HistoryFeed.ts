import type { HistoryItem, HistoryPage } from './HistoryPageSchema.ts'
import { normalizeHistoryItems, toHistoryContext } from './normalizeHistoryItems.ts'

/** What the History page holds: every loaded item, normalized, and the link to the next older page. */
export type HistoryFeed = { items: HistoryItem[]; next: string | null }

/** How many pages a refresh follows to reach what is already loaded before it starts over. */
export const maxHeadPages = 5

export function appendHistoryPage(feed: HistoryFeed, page: HistoryPage, timeZone: string): HistoryFeed {
  const appended = normalizeHistoryItems(page.items, timeZone, toHistoryContext(feed.items, timeZone))
  return { items: [...feed.items, ...appended.items], next: page.next }
}

function hasOverlap(fresh: readonly HistoryItem[], loaded: ReadonlySet<string>): boolean {
  return fresh.some((item) => item.type === 'TRANSACTION' && loaded.has(item.transaction.id))
}

/**
 * Refreshes the newest end of the history without dropping what was scrolled into: fetches the first
 * page (and the next few while none of it is already loaded) and puts what is new on top. Only when
 * more changed than that, or nothing was loaded, does it start over from the first page.
 */
export async function refreshHistoryHead(
  fetchPage: (pageUrl: string | undefined) => Promise<HistoryPage>,
  readFeed: () => HistoryFeed | undefined,
  timeZone: string,
): Promise<HistoryFeed> {
  const loadedIds = toHistoryContext(readFeed()?.items ?? [], timeZone).seen
  const fresh: HistoryItem[] = []
  let page = await fetchPage(undefined)
  fresh.push(...page.items)
  // With nothing loaded yet the first page is all there is to show.
  for (
    let count = 1;
    count < maxHeadPages && loadedIds.size > 0 && page.next && !hasOverlap(fresh, loadedIds);
    count++
  ) {
    page = await fetchPage(page.next)
    fresh.push(...page.items)
  }
  // Read again: older pages may have been appended while we fetched.
  const feed = readFeed()
  const head = normalizeHistoryItems(fresh, timeZone)
  if (!feed || feed.items.length === 0 || !hasOverlap(fresh, toHistoryContext(feed.items, timeZone).seen)) {
    return { items: head.items, next: page.next }
  }
  const rest = normalizeHistoryItems(feed.items, timeZone, head.context)
  return { items: [...head.items, ...rest.items], next: feed.next }
}
