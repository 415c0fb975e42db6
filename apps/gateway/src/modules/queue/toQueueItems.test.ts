import { describe, expect, it } from 'vitest'
import { type QueueItem, toQueueItems, toQueueWindow } from './toQueueItems.ts'

type Tx = { id: string; nonce: number }

/** Transactions named by nonce and a letter: `tx(1, 'a')` is the first one proposed with nonce 1. */
const tx = (nonce: number, letter = 'a'): Tx => ({ id: `${nonce}${letter}`, nonce })

/** A compact picture of the items: `Next`, `#1` (conflict header), `1a:HasNext`. */
function render(items: QueueItem<Tx>[]): string[] {
  return items.map((item) => {
    if (item.type === 'LABEL') return item.label
    if (item.type === 'CONFLICT_HEADER') return `#${item.nonce}`
    return `${item.transaction.id}:${item.conflictType}`
  })
}

/** Runs the §6.7 algorithm over a full queue the way the service does: window, then grouping. */
function page(queue: Tx[], { limit, offset }: { limit: number; offset: number }, safeNonce: number) {
  const window = toQueueWindow({ limit, offset })
  const fetched = queue.slice(window.offset, window.offset + window.limit)
  const hasMore = window.offset + window.limit < queue.length
  return render(
    toQueueItems(fetched, { page: { limit, offset }, safeNonce, hasMore, nonceOf: (t) => t.nonce }),
  )
}

const example = [tx(1, 'a'), tx(1, 'b'), tx(2, 'a'), tx(2, 'b'), tx(3), tx(4)]

describe('toQueueWindow', () => {
  it('reads one extra transaction after the first page and one on each side after that', () => {
    expect(toQueueWindow({ limit: 20, offset: 0 })).toEqual({ limit: 21, offset: 0 })
    expect(toQueueWindow({ limit: 2, offset: 2 })).toEqual({ limit: 4, offset: 1 })
  })
})

describe('toQueueItems', () => {
  it('renders the example of gateway-contract.md §6.7 (nonces 1,1,2,2,3,4 at Safe nonce 1) as 10 items', () => {
    const items = page(example, { limit: 20, offset: 0 }, 1)
    expect(items).toEqual([
      'Next',
      '#1',
      '1a:HasNext',
      '1b:End',
      'Queued',
      '#2',
      '2a:HasNext',
      '2b:End',
      '3a:None',
      '4a:None',
    ])
    expect(items).toHaveLength(10)
  })

  it('labels everything Queued when nothing has the Safe nonce', () => {
    expect(page([tx(3), tx(5)], { limit: 20, offset: 0 }, 2)).toEqual(['Queued', '3a:None', '5a:None'])
  })

  it('gives a lone next transaction no header', () => {
    expect(page([tx(0)], { limit: 20, offset: 0 }, 0)).toEqual(['Next', '0a:None'])
  })

  it('is empty for an empty queue', () => {
    expect(page([], { limit: 20, offset: 0 }, 4)).toEqual([])
  })

  it('marks a conflict group cut by the end of the page as continuing (header, HasNext)', () => {
    // Page 1 of 3 items: 1a 1b 2a; 2b is the look-ahead, so nonce 2 continues on page 2.
    expect(page(example, { limit: 3, offset: 0 }, 1)).toEqual([
      'Next',
      '#1',
      '1a:HasNext',
      '1b:End',
      'Queued',
      '#2',
      '2a:HasNext',
    ])
  })

  it('repeats the previous page’s last transaction and ends its group without a new header', () => {
    // Page 2 (offset 3): window 2a (previous page's last) 2b 3a 4a; nothing after it.
    expect(page(example, { limit: 3, offset: 3 }, 1)).toEqual(['2a:HasNext', '2b:End', '3a:None', '4a:None'])
  })

  it('ends a page cleanly when the look-ahead starts the next nonce, and walks the later pages', () => {
    // Page 1 of 2 items: 1a 1b, look-ahead 2a: nonce 2 is not on this page at all.
    expect(page(example, { limit: 2, offset: 0 }, 1)).toEqual(['Next', '#1', '1a:HasNext', '1b:End'])
    // Page 2 of 2 items (offset 2): window 1b 2a 2b 3a; 3a is the look-ahead.
    expect(page(example, { limit: 2, offset: 2 }, 1)).toEqual([
      '1b:End',
      'Queued',
      '#2',
      '2a:HasNext',
      '2b:End',
    ])
    // Page 3 (offset 4): window 2b 3a 4a.
    expect(page(example, { limit: 2, offset: 4 }, 1)).toEqual(['2b:End', '3a:None', '4a:None'])
  })

  it('shows a one-transaction group at the page edge as a conflict that continues', () => {
    const queue = [tx(5), tx(6, 'a'), tx(6, 'b'), tx(7)]
    // Page 1 of 2: 5a 6a, look-ahead 6b.
    expect(page(queue, { limit: 2, offset: 0 }, 5)).toEqual(['Next', '5a:None', 'Queued', '#6', '6a:HasNext'])
    // Page 2: window 6a 6b 7a; 6a repeated without a header, 6b ends the group.
    expect(page(queue, { limit: 2, offset: 2 }, 5)).toEqual(['6a:HasNext', '6b:End', '7a:None'])
  })

  it('shows every transaction when the look-ahead is the last one (as CGW: no more upstream)', () => {
    expect(page([tx(5), tx(6), tx(7)], { limit: 2, offset: 0 }, 5)).toEqual([
      'Next',
      '5a:None',
      'Queued',
      '6a:None',
      '7a:None',
    ])
  })

  it('keeps the queue order inside a group and sorts groups by nonce', () => {
    const items = toQueueItems([tx(2, 'x'), tx(1, 'y'), tx(2, 'z')], {
      page: { limit: 20, offset: 0 },
      safeNonce: 1,
      hasMore: false,
      nonceOf: (t) => t.nonce,
    })
    expect(render(items)).toEqual(['Next', '1y:None', 'Queued', '#2', '2x:HasNext', '2z:End'])
  })
})
