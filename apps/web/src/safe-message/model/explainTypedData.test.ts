import { describe, expect, it } from 'vitest'
import { explainTypedData } from './explainTypedData.ts'
import {
  checkedTypedData,
  dai,
  mailTypedData,
  otherSafe,
  permitBatchTypedData,
  permitSingleTypedData,
  permitTransferFromTypedData,
  permitTypedData,
  safeTxTypedData,
  spender,
  testSafe,
  usdc,
} from './testTypedData.ts'

function explain(input: unknown) {
  return explainTypedData(checkedTypedData(input), { safe: testSafe })
}

describe('explainTypedData', () => {
  it('reads an EIP-2612 permit: token, spender, amount (unlimited at the max) and deadline', () => {
    expect(explain(permitTypedData())).toEqual({
      kind: 'permit',
      token: usdc,
      tokenName: 'USD Coin',
      owner: testSafe,
      spender,
      amount: { unlimited: true },
      deadline: { never: false, timestamp: 1_900_000_000n },
    })
    expect(explain(permitTypedData({ value: '2500000' }))).toMatchObject({
      amount: { unlimited: false, amount: 2_500_000n },
    })
    expect(explain(permitTypedData({ deadline: (2n ** 256n - 1n).toString() }))).toMatchObject({
      deadline: { never: true },
    })
  })

  it("reads DAI's permit (allowed = unlimited, expiry 0 = never)", () => {
    const daiPermit = {
      types: {
        Permit: [
          { name: 'holder', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'expiry', type: 'uint256' },
          { name: 'allowed', type: 'bool' },
        ],
      },
      primaryType: 'Permit',
      domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: dai },
      message: { holder: testSafe, spender, nonce: 0, expiry: 0, allowed: true },
    }
    expect(explain(daiPermit)).toMatchObject({
      kind: 'permit',
      owner: testSafe,
      amount: { unlimited: true },
      deadline: { never: true },
    })
  })

  it('reads Permit2 allowances, single and batch, with unlimited at the max of uint160 and uint48', () => {
    expect(explain(permitSingleTypedData())).toEqual({
      kind: 'permit2_allowance',
      primaryType: 'PermitSingle',
      spender,
      grants: [{ token: usdc, amount: { unlimited: true }, expiry: { never: true } }],
      signatureDeadline: { never: false, timestamp: 1_900_000_000n },
    })
    expect(explain(permitBatchTypedData())).toMatchObject({
      kind: 'permit2_allowance',
      grants: [
        { token: usdc, amount: { unlimited: false, amount: 2_500_000n } },
        { token: dai, amount: { unlimited: true } },
      ],
    })
  })

  it('reads a Permit2 signature transfer', () => {
    expect(explain(permitTransferFromTypedData())).toEqual({
      kind: 'permit2_transfer',
      primaryType: 'PermitTransferFrom',
      spender,
      grants: [{ token: dai, amount: { unlimited: false, amount: 5_000_000_000_000_000_000n } }],
      deadline: { never: false, timestamp: 1_900_000_000n },
    })
  })

  it("reads a SafeTx and tells another Safe's from this one's", () => {
    expect(explain(safeTxTypedData())).toEqual({
      kind: 'safe_tx',
      safe: otherSafe,
      chainId: 31337,
      isThisSafe: false,
      to: spender,
      value: 0n,
      data: '0xa9059cbb',
      operation: 1,
      nonce: 12n,
    })
    expect(explain(safeTxTypedData({ safe: testSafe, operation: 0 }))).toMatchObject({
      isThisSafe: true,
      operation: 0,
    })
  })

  it('explains nothing that grants nothing, nor a look-alike without the fields', () => {
    expect(explain(mailTypedData())).toBeUndefined()
    const notAPermit = {
      types: { Permit: [{ name: 'note', type: 'string' }] },
      primaryType: 'Permit',
      domain: {},
      message: { note: 'hi' },
    }
    expect(explain(notAPermit)).toBeUndefined()
  })
})
