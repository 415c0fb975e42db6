import { describe, expect, it } from 'vitest'
import type { SafeMessageListItem } from '../../../safe-message/api/SafeMessageSchema.ts'
import { groupMessages } from './groupMessages.ts'
import { messageItem } from './messageTestItems.ts'

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const label = (iso: string): SafeMessageListItem => ({ type: 'DATE_LABEL', timestamp: day(iso) })

describe('groupMessages', () => {
  it('groups by UTC day under their labels, newest first as sent', () => {
    const days = groupMessages([
      label('2026-11-25'),
      messageItem('aa', { created: day('2026-11-25') + 5_000 }),
      messageItem('bb', { created: day('2026-11-25') + 1_000 }),
      label('2026-11-24'),
      messageItem('cc', { created: day('2026-11-24') + 80_000_000 }),
    ])
    expect(
      days.map((found) => [found.key, found.timestamp, found.messages.map((m) => m.messageHash.slice(2, 4))]),
    ).toEqual([
      ['2026-11-25', day('2026-11-25'), ['aa', 'bb']],
      ['2026-11-24', day('2026-11-24'), ['cc']],
    ])
    expect(days[0]?.messages[0]).not.toHaveProperty('type')
  })

  it('joins a day cut by a page boundary, and shows a message repeated by the next page once', () => {
    const days = groupMessages([
      label('2026-11-25'),
      messageItem('aa', { created: day('2026-11-25') + 5_000 }),
      // Page 2 restarts its labels, and repeats the last message because one was added meanwhile.
      label('2026-11-25'),
      messageItem('aa', { created: day('2026-11-25') + 5_000 }),
      messageItem('bb', { created: day('2026-11-25') + 1_000 }),
    ])
    expect(days).toHaveLength(1)
    expect(days[0]?.messages.map((m) => m.messageHash.slice(2, 4))).toEqual(['aa', 'bb'])
  })

  it('places a message without a label by its own UTC day', () => {
    const days = groupMessages([messageItem('aa', { created: day('2026-11-20') + 3_600_000 })])
    expect(days).toEqual([
      expect.objectContaining({ key: '2026-11-20', timestamp: day('2026-11-20') + 3_600_000 }),
    ])
  })
})
