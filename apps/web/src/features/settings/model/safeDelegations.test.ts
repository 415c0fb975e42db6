import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Delegation } from '../../../gateway/getDelegates.ts'
import { toSafeDelegations } from './safeDelegations.ts'

const safe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const otherSafe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bot: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const d = (more: Partial<Delegation>): Delegation => ({
  safe,
  delegate: bot,
  delegator: alice,
  label: 'Bot',
  ...more,
})

describe('toSafeDelegations', () => {
  it("keeps this Safe's delegations and its owners' all-Safes ones, once each, by label", () => {
    expect(
      toSafeDelegations({
        safe,
        owners: [alice],
        delegations: [
          d({ label: 'Zed' }),
          d({ safe: null, label: 'Everywhere' }),
          // Listed twice (by Safe and by delegator): shown once.
          d({ label: 'Zed' }),
          d({ safe: otherSafe, label: 'Elsewhere' }),
          d({ safe: null, delegator: bob, label: 'Not an owner' }),
          d({ delegator: bob, label: 'Former owner' }),
        ],
      }),
    ).toEqual([
      { delegate: bot, delegator: alice, label: 'Everywhere', scope: 'all', delegatorIsOwner: true },
      { delegate: bot, delegator: bob, label: 'Former owner', scope: 'safe', delegatorIsOwner: false },
      { delegate: bot, delegator: alice, label: 'Zed', scope: 'safe', delegatorIsOwner: true },
    ])
  })
})
