import { describe, expect, it } from 'vitest'
import { ownerChangeWarnings } from './ownerChangeWarnings.ts'

const me = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('ownerChangeWarnings', () => {
  it('warns before a threshold of 1 on a Safe with several owners, never for one owner alone', () => {
    expect(
      ownerChangeWarnings({ change: { kind: 'threshold' }, threshold: 1, ownersAfter: 3, connected: me }),
    ).toEqual(['single_signer'])
    expect(
      ownerChangeWarnings({ change: { kind: 'add' }, threshold: 1, ownersAfter: 2, connected: me }),
    ).toEqual(['single_signer'])
    expect(
      ownerChangeWarnings({ change: { kind: 'threshold' }, threshold: 1, ownersAfter: 1, connected: me }),
    ).toEqual([])
    expect(
      ownerChangeWarnings({ change: { kind: 'threshold' }, threshold: 2, ownersAfter: 3, connected: me }),
    ).toEqual([])
  })

  it('warns an owner who removes themself', () => {
    expect(
      ownerChangeWarnings({
        change: { kind: 'remove', owner: me },
        threshold: 2,
        ownersAfter: 2,
        connected: me,
      }),
    ).toEqual(['removing_yourself'])
    expect(
      ownerChangeWarnings({
        change: { kind: 'remove', owner: other },
        threshold: 2,
        ownersAfter: 2,
        connected: me,
      }),
    ).toEqual([])
  })
})
