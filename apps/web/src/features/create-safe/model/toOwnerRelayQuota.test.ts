import { expect, it } from 'vitest'
import { toOwnerRelayQuota } from './toOwnerRelayQuota.ts'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

it('keeps the fewest relays any owner has left, and names the owners who have none', () => {
  expect(
    toOwnerRelayQuota([
      { owner: alice, remaining: 3, limit: 5 },
      { owner: bob, remaining: 5, limit: 5 },
    ]),
  ).toEqual({ limit: 5, remaining: 3, exhausted: [] })
  expect(
    toOwnerRelayQuota([
      { owner: alice, remaining: 0, limit: 5 },
      { owner: bob, remaining: 2, limit: 5 },
    ]),
  ).toEqual({ limit: 5, remaining: 0, exhausted: [alice] })
  // A gateway without a relay answers 0 of 0 for everyone.
  expect(toOwnerRelayQuota([{ owner: alice, remaining: 0, limit: 0 }])).toMatchObject({ limit: 0 })
  expect(toOwnerRelayQuota([])).toEqual({ limit: 0, remaining: 0, exhausted: [] })
})
