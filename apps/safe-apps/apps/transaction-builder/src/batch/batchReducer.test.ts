import { describe, expect, it } from 'vitest'
import type { BatchTransaction } from './batchFile.ts'
import { batchReducer, emptyBatch } from './batchReducer.ts'

const tx = (value: string): BatchTransaction => ({
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value,
  data: '0x',
})
const values = (state: typeof emptyBatch) => state.items.map((item) => item.transaction.value)

describe('batchReducer', () => {
  const three = [tx('1'), tx('2'), tx('3')].reduce(
    (state, transaction) => batchReducer(state, { type: 'add', transaction }),
    emptyBatch,
  )

  it('adds at the end with fresh ids', () => {
    expect(three.items.map((item) => item.id)).toEqual([1, 2, 3])
    expect(values(three)).toEqual(['1', '2', '3'])
  })

  it('moves an entry up or down, not past the ends', () => {
    expect(values(batchReducer(three, { type: 'move', id: 3, by: -1 }))).toEqual(['1', '3', '2'])
    expect(values(batchReducer(three, { type: 'move', id: 1, by: 1 }))).toEqual(['2', '1', '3'])
    expect(batchReducer(three, { type: 'move', id: 1, by: -1 })).toBe(three)
    expect(batchReducer(three, { type: 'move', id: 3, by: 1 })).toBe(three)
    expect(batchReducer(three, { type: 'move', id: 42, by: 1 })).toBe(three)
  })

  it('removes, replaces and clears', () => {
    expect(values(batchReducer(three, { type: 'remove', id: 2 }))).toEqual(['1', '3'])
    const replaced = batchReducer(three, { type: 'replace', transactions: [tx('9')] })
    expect(replaced.items).toEqual([{ id: 4, transaction: tx('9') }])
    expect(batchReducer(three, { type: 'clear' }).items).toEqual([])
  })
})
