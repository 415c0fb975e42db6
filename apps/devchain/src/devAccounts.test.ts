import { expect, test } from 'vitest'
import { DEV_OWNER_INDEXES, getDevAccount } from './devAccounts.ts'

test('derives the well-known accounts of the test mnemonic', () => {
  expect(getDevAccount(0).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  expect(DEV_OWNER_INDEXES.map((index) => getDevAccount(index).address)).toEqual([
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  ])
  expect(getDevAccount(1)).toBe(getDevAccount(1))
})

test('rejects indexes anvil does not fund', () => {
  expect(() => getDevAccount(10)).toThrowErrorMatchingInlineSnapshot(
    `[RangeError: Dev account index must be an integer in [0, 10), got 10.]`,
  )
  expect(() => getDevAccount(-1)).toThrow(RangeError)
})
