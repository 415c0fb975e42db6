import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Delegation } from '../../gateway/getDelegates.ts'
import { toProposerRole } from './proposerRole.ts'

const safe: Address = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const otherSafe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const alice: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bot: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const owners = [alice]
const delegation = (more: Partial<Delegation>): Delegation => ({
  safe,
  delegate: bot,
  delegator: alice,
  label: 'Bot',
  ...more,
})

describe('toProposerRole', () => {
  it('an owner is an owner, whatever delegations exist', () => {
    expect(toProposerRole({ address: alice, safe, owners, delegations: [delegation({})] })).toEqual({
      kind: 'owner',
    })
  })

  it('a delegate of a current owner, for this Safe or for all of its Safes', () => {
    expect(toProposerRole({ address: bot, safe, owners, delegations: [delegation({})] })).toEqual({
      kind: 'delegate',
      delegator: alice,
      label: 'Bot',
    })
    expect(
      toProposerRole({
        address: bot,
        safe,
        owners,
        delegations: [delegation({ safe: null, label: 'All' }), delegation({ label: 'This one' })],
      }),
    ).toMatchObject({ kind: 'delegate', label: 'This one' })
    expect(
      toProposerRole({ address: bot, safe, owners, delegations: [delegation({ safe: null })] }),
    ).toMatchObject({ kind: 'delegate', delegator: alice })
  })

  it('nobody, for another Safe or a delegator who no longer owns this one', () => {
    for (const delegations of [[delegation({ safe: otherSafe })], [delegation({ delegator: bob })], []])
      expect(toProposerRole({ address: bot, safe, owners, delegations })).toEqual({ kind: 'none' })
  })
})
