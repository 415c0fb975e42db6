import { describe, expect, it } from 'vitest'
import type { SafeMessage } from './messages.schema.ts'
import { toSafeMessageListItems } from './toSafeMessageListItems.ts'

const day = 24 * 60 * 60 * 1000
const message = (creationTimestamp: number): SafeMessage => ({
  messageHash: `0x${creationTimestamp.toString(16).padStart(64, '0')}`,
  status: 'NEEDS_CONFIRMATION',
  logoUri: null,
  name: null,
  message: 'hi',
  creationTimestamp,
  modifiedTimestamp: creationTimestamp,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: { value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: null, logoUri: null },
  confirmations: [],
  preparedSignature: null,
  origin: null,
  signedOnChain: null,
})

describe('toSafeMessageListItems', () => {
  it("puts each UTC day's label at its midnight before that day's messages", () => {
    const items = toSafeMessageListItems([
      message(3 * day + 5),
      message(3 * day),
      message(3 * day - 1),
      message(day / 2),
    ])
    expect(
      items.map((item) => (item.type === 'DATE_LABEL' ? `label ${item.timestamp}` : item.creationTimestamp)),
    ).toEqual([`label ${3 * day}`, 3 * day + 5, 3 * day, `label ${2 * day}`, 3 * day - 1, 'label 0', day / 2])
    expect(items[1]).toMatchObject({ type: 'MESSAGE', message: 'hi' })
  })

  it('an empty page has no labels', () => {
    expect(toSafeMessageListItems([])).toEqual([])
  })
})
