import { describe, expect, it } from 'vitest'
import { appendHistoryPage, type HistoryFeed, refreshHistoryHead } from './HistoryFeed.ts'
import type { HistoryPage } from './HistoryPageSchema.ts'
import { label, page, transactionItem } from './historyTestItems.ts'

const now = Date.UTC(2026, 10, 21, 12)
const minute = 60_000

function ids(feed: HistoryFeed): string[] {
  return feed.items.map((item) => (item.type === 'DATE_LABEL' ? 'label' : item.transaction.id))
}

/** A gateway over `ids` (newest first, one minute apart) paging by `limit`, links like CGW's. */
function pagedGateway(allIds: string[], limit = 2) {
  const requested: (string | undefined)[] = []
  const fetchPage = async (pageUrl: string | undefined): Promise<HistoryPage> => {
    requested.push(pageUrl)
    const offset = pageUrl ? Number(new URLSearchParams(pageUrl).get('offset')) : 0
    const slice = allIds.slice(offset, offset + limit)
    const next = offset + limit < allIds.length ? `limit=${limit}&offset=${offset + limit}` : null
    return page(
      [
        label(now - offset * minute),
        ...slice.map((id) => transactionItem(id, now - allIds.indexOf(id) * minute)),
      ],
      next,
    )
  }
  return { fetchPage, requested }
}

describe('history feed', () => {
  it('appends older pages under one label per day', async () => {
    const gateway = pagedGateway(['a', 'b', 'c', 'd', 'e'])
    let feed = await refreshHistoryHead(gateway.fetchPage, () => undefined, 'UTC')
    expect(ids(feed)).toEqual(['label', 'a', 'b'])
    while (feed.next) feed = appendHistoryPage(feed, await gateway.fetchPage(feed.next), 'UTC')
    expect(ids(feed)).toEqual(['label', 'a', 'b', 'c', 'd', 'e'])
  })

  it('puts new transactions on top and keeps what was scrolled into, with its next link', async () => {
    const before = pagedGateway(['c', 'd', 'e', 'f'])
    let feed = await refreshHistoryHead(before.fetchPage, () => undefined, 'UTC')
    feed = appendHistoryPage(feed, await before.fetchPage(feed.next ?? undefined), 'UTC')
    expect(ids(feed)).toEqual(['label', 'c', 'd', 'e', 'f'])

    const after = pagedGateway(['a', 'b', 'c', 'd', 'e', 'f'], 2)
    const loaded = { ...feed, next: 'limit=2&offset=4' }
    const refreshed = await refreshHistoryHead(after.fetchPage, () => loaded, 'UTC')
    // Two new ones: the first page had no overlap, the second did.
    expect(after.requested).toEqual([undefined, 'limit=2&offset=2'])
    expect(ids(refreshed)).toEqual(['label', 'a', 'b', 'c', 'd', 'e', 'f'])
    expect(refreshed.next).toBe('limit=2&offset=4')

    // The next older page now overlaps by two: nothing appears twice.
    const older = appendHistoryPage(refreshed, await after.fetchPage('limit=2&offset=4'), 'UTC')
    expect(ids(older)).toEqual(['label', 'a', 'b', 'c', 'd', 'e', 'f'])
  })

  it('starts over when more changed than a few pages show', async () => {
    const many = Array.from({ length: 30 }, (_, index) => `n${index}`)
    const gateway = pagedGateway([...many, 'old'], 2)
    const loaded: HistoryFeed = {
      items: page([label(now), transactionItem('old', now - minute)]).items,
      next: null,
    }
    const refreshed = await refreshHistoryHead(gateway.fetchPage, () => loaded, 'UTC')
    expect(gateway.requested).toHaveLength(5)
    expect(ids(refreshed)).toEqual(['label', ...many.slice(0, 10)])
    expect(refreshed.next).toBe('limit=2&offset=10')
  })
})
