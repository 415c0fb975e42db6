import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildToken } from '../../../../test/safeDataFixtures.ts'
import { decodeCallData } from '../../decoder/decodeCallData.ts'
import { describeErc20Approval } from './describeErc20Approval.ts'

const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cdt = buildToken({ address: token })
const approve = (amount: bigint) =>
  decodeCallData(
    encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
    token,
    () => undefined,
  )
const noName = () => null

describe('describeErc20Approval', () => {
  it('says the allowance in tokens and the spender by name, else by its ends', () => {
    expect(describeErc20Approval(approve(10n ** 18n), cdt, noName)).toBe('Approve 1 CDT for 0x7099…79C8')
    expect(describeErc20Approval(approve(25n * 10n ** 17n), cdt, () => 'Uniswap')).toBe(
      'Approve 2.5 CDT for Uniswap',
    )
  })

  it('says unlimited for 2^256-1', () => {
    expect(describeErc20Approval(approve(maxUint256), cdt, noName)).toBe(
      'Approve unlimited CDT for 0x7099…79C8',
    )
  })

  it('leaves other calls and tokens it does not know alone', () => {
    expect(describeErc20Approval(approve(1n), undefined, noName)).toBeUndefined()
    expect(
      describeErc20Approval(approve(1n), { ...cdt, type: 'ERC721', decimals: null }, noName),
    ).toBeUndefined()
    const transfer = decodeCallData(
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [spender, 1n] }),
      token,
      () => undefined,
    )
    expect(describeErc20Approval(transfer, cdt, noName)).toBeUndefined()
  })
})
