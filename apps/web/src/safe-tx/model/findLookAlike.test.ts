import { describe, expect, it } from 'vitest'
import { findLookAlikes, looksAlike } from './findLookAlike.ts'

const friend = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
// Same "0x709" start and "79C8" end, different middle: the shape of a poisoning address.
const poisoned = '0x7099000000000000000000000000000000d079c8'

describe('looksAlike', () => {
  it('matches the first 3 and last 4 hex characters, any case, but not the address itself', () => {
    expect(looksAlike(poisoned, friend)).toBe(true)
    expect(looksAlike(friend.toLowerCase(), friend)).toBe(false)
    expect(looksAlike('0x7089000000000000000000000000000000d079c8', friend)).toBe(false)
  })
})

describe('findLookAlikes', () => {
  it('names the known address a target imitates', () => {
    expect(findLookAlikes([poisoned], [{ address: friend, name: 'Alice' }])).toEqual([
      { address: '0x7099000000000000000000000000000000d079C8', knownAs: friend, name: 'Alice' },
    ])
  })
  it('stays silent for known addresses and unrelated ones', () => {
    expect(
      findLookAlikes(
        [friend, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
        [{ address: friend, name: 'Alice' }],
      ),
    ).toEqual([])
  })
})
