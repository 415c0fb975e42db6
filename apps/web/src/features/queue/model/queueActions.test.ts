import { describe, expect, it } from 'vitest'
import { queueActions } from './queueActions.ts'

const owners = ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']
const [alice = '', bob = ''] = owners
const base = {
  status: 'AWAITING_CONFIRMATIONS' as const,
  nonce: 1,
  safeNonce: 1,
  owners,
  signers: [alice],
  proposer: alice,
  isRejection: false,
}

describe('queueActions', () => {
  it('lets an owner who has not signed confirm, reject and replace', () => {
    expect(queueActions({ ...base, wallet: bob.toLowerCase() })).toEqual({
      confirm: true,
      execute: false,
      reject: true,
      replace: true,
      delete: false,
    })
  })
  it('lets the proposer delete, but not confirm twice', () => {
    expect(queueActions({ ...base, wallet: alice })).toMatchObject({ confirm: false, delete: true })
  })
  it('lets the delegate who proposed delete it, and nothing else', () => {
    const bot = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    expect(queueActions({ ...base, wallet: bot, proposedByDelegate: bot })).toEqual({
      confirm: false,
      execute: false,
      reject: false,
      replace: false,
      delete: true,
    })
  })
  it('offers execution only to the first in line', () => {
    const ready = { ...base, status: 'AWAITING_EXECUTION' as const, signers: owners, wallet: bob }
    expect(queueActions(ready).execute).toBe(true)
    expect(queueActions({ ...ready, nonce: 2 }).execute).toBe(false)
  })
  it('offers nothing to a visitor without a wallet, and no second rejection', () => {
    expect(Object.values(queueActions({ ...base, wallet: undefined })).some(Boolean)).toBe(false)
    expect(queueActions({ ...base, wallet: bob, isRejection: true }).reject).toBe(false)
  })
})
