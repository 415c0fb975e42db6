import { describe, expect, it } from 'vitest'
import { findErc20AmountIndex, isUnlimitedAmount } from './erc20AmountParameter.ts'

const types = (...list: string[]) => list.map((type) => ({ type }))

describe('findErc20AmountIndex', () => {
  it('finds the amount of the standard ERC-20 calls', () => {
    expect(findErc20AmountIndex('transfer', types('address', 'uint256'))).toBe(1)
    expect(findErc20AmountIndex('approve', types('address', 'uint256'))).toBe(1)
    expect(findErc20AmountIndex('transferFrom', types('address', 'address', 'uint256'))).toBe(2)
    expect(findErc20AmountIndex('increaseAllowance', types('address', 'uint256'))).toBe(1)
  })

  it('leaves other signatures with the same name as sent', () => {
    expect(findErc20AmountIndex('transfer', types('uint256', 'address'))).toBeUndefined()
    expect(
      findErc20AmountIndex('transferFrom', types('address', 'address', 'uint256', 'bytes')),
    ).toBeUndefined()
    expect(findErc20AmountIndex('mint', types('address', 'uint256'))).toBeUndefined()
  })
})

describe('isUnlimitedAmount', () => {
  const max = ((1n << 256n) - 1n).toString()
  it('is an approval of 2^256-1', () => {
    expect(isUnlimitedAmount('approve', max)).toBe(true)
    expect(isUnlimitedAmount('approve', '5')).toBe(false)
    expect(isUnlimitedAmount('transfer', max)).toBe(false)
    expect(isUnlimitedAmount('approve', 'not a number')).toBe(false)
  })
})
