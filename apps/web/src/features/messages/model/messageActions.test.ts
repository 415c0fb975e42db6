import { describe, expect, it } from 'vitest'
import { messageActions } from './messageActions.ts'
import { messageOwners } from './messageTestItems.ts'

const [alice, bob] = messageOwners
const base = {
  status: 'NEEDS_CONFIRMATION' as const,
  verified: true,
  owners: messageOwners,
  signers: [alice],
}

describe('messageActions', () => {
  it('offers Confirm to an owner who has not signed a message that still needs confirmations', () => {
    expect(messageActions({ ...base, wallet: bob.toLowerCase() }).confirm).toBe(true)
    expect(messageActions({ ...base, wallet: alice }).confirm).toBe(false)
    expect(messageActions({ ...base, wallet: '0x0000000000000000000000000000000000000001' }).confirm).toBe(
      false,
    )
    expect(messageActions({ ...base, wallet: undefined }).confirm).toBe(false)
    expect(messageActions({ ...base, wallet: bob, status: 'CONFIRMED' }).confirm).toBe(false)
  })

  it('never offers to sign a message that does not match its hash', () => {
    expect(messageActions({ ...base, wallet: bob, verified: false }).confirm).toBe(false)
  })
})
