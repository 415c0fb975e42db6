import { describe, expect, it } from 'vitest'
import { countQueued, groupQueue } from './groupQueue.ts'
import { parseQueueItems, queuedSummary, transactionItem } from './queueTestItems.ts'

const a = queuedSummary(1, 'aa')
const b = queuedSummary(1, 'bb', { cancellation: true })
const c = queuedSummary(2, 'cc')
const d = queuedSummary(4, 'dd', { submitted: 2 })

describe('groupQueue', () => {
  it('groups by nonce with Next for the Safe nonce and conflicts for shared nonces', () => {
    const items = parseQueueItems([
      { type: 'LABEL', label: 'Next' },
      { type: 'CONFLICT_HEADER', nonce: 1 },
      transactionItem(a, 'HasNext'),
      transactionItem(b, 'End'),
      { type: 'LABEL', label: 'Queued' },
      transactionItem(c),
      transactionItem(d),
    ])
    const groups = groupQueue(items, 1)
    expect(
      groups.map(({ nonce, label, conflict, transactions }) => [nonce, label, conflict, transactions.length]),
    ).toEqual([
      [1, 'next', true, 2],
      [2, 'queued', false, 1],
      [4, 'queued', false, 1],
    ])
    expect(groups[0]?.transactions[0]?.missingSigners?.map((signer) => signer.value)).toEqual([
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    ])
    expect(countQueued(groups)).toBe(4)
  })

  it('drops the transaction a following page repeats and keeps the order inside a nonce', () => {
    const pageOne = parseQueueItems([transactionItem(a), transactionItem(b)])
    const pageTwo = parseQueueItems([transactionItem(b), transactionItem(c)])
    const groups = groupQueue([...pageOne, ...pageTwo], 1)
    expect(groups.map((group) => group.transactions.map((item) => item.transaction.id))).toEqual([
      [a.id, b.id],
      [c.id],
    ])
  })

  it('without the Safe nonce, the lowest nonce is next', () => {
    expect(groupQueue(parseQueueItems([transactionItem(c), transactionItem(d)]), undefined)[0]?.label).toBe(
      'next',
    )
  })
})
