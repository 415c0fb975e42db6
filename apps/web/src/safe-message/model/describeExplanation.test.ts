import { describe, expect, it } from 'vitest'
import { describeExplanation, type ExplanationContext, explanationTag } from './describeExplanation.ts'
import { explainTypedData } from './explainTypedData.ts'
import {
  checkedTypedData,
  dai,
  permitBatchTypedData,
  permitSingleTypedData,
  permitTransferFromTypedData,
  permitTypedData,
  safeTxTypedData,
  spender,
  testSafe,
  usdc,
} from './testTypedData.ts'

const context: ExplanationContext = {
  tokenOf: (address) =>
    address.toLowerCase() === usdc.toLowerCase() ? { symbol: 'USDC', decimals: 6 } : undefined,
  nameOf: (address) => (address.toLowerCase() === testSafe.toLowerCase() ? 'This Safe' : undefined),
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  formatTime: (timestamp) => new Date(timestamp).toISOString(),
  now: Date.UTC(2026, 0, 1),
}

function describeInput(input: unknown, overrides: Partial<ExplanationContext> = {}) {
  const explanation = explainTypedData(checkedTypedData(input), { safe: testSafe })
  if (!explanation) throw new Error('nothing explained')
  return describeExplanation(explanation, { ...context, ...overrides })
}

describe('describeExplanation', () => {
  it('says who may move what until when, "unlimited" for the max', () => {
    expect(describeInput(permitTypedData())).toEqual({
      title: `Token approval: ${spender} may spend an unlimited amount of USDC (${usdc})`,
      lines: [
        `${spender} may take an unlimited amount of USDC (${usdc}) out of this Safe, at any time, without any transaction from the Safe and without asking the owners again.`,
        'Valid until 2030-03-17T17:46:40.000Z.',
        'Unlimited means every such token the Safe holds, now and later.',
        `The approval is for the tokens of This Safe (${testSafe}).`,
        'Only sign if you asked for exactly this and trust the spender. Scam sites ask for this signature to empty wallets: nothing else needs to be signed for them to take the tokens.',
      ],
    })
  })

  it('uses the token decimals when known, base units and the domain name when not', () => {
    expect(describeInput(permitTypedData({ value: '2500000' })).title).toBe(
      `Token approval: ${spender} may spend 2.5 USDC (${usdc})`,
    )
    const unknownToken = describeInput(permitTypedData({ value: '2500000' }), { tokenOf: () => undefined })
    expect(unknownToken.title).toBe(
      `Token approval: ${spender} may spend 2500000 base units of USD Coin (${usdc})`,
    )
  })

  it('says when a permit expired or never does', () => {
    expect(describeInput(permitTypedData({ deadline: '1000' })).lines[1]).toBe(
      'It expired on 1970-01-01T00:16:40.000Z.',
    )
    expect(describeInput(permitTypedData({ deadline: (2n ** 256n - 1n).toString() })).lines[1]).toBe(
      'It never expires.',
    )
    // A time beyond what a date can hold is as good as never.
    expect(describeInput(permitTypedData({ deadline: '99999999999999999999' })).lines[1]).toBe(
      'It never expires.',
    )
  })

  it('lists each Permit2 grant with its expiry, and the signature deadline', () => {
    expect(describeInput(permitSingleTypedData()).lines).toEqual([
      `Through Permit2, ${spender} may take these tokens out of this Safe, at any time, without asking the owners again:`,
      `an unlimited amount of USDC (${usdc}), with no end date`,
      'The signature itself can be used until 2030-03-17T17:46:40.000Z.',
      'Unlimited means every such token the Safe holds, now and later.',
      expect.stringContaining('Only sign if'),
    ])
    expect(describeInput(permitBatchTypedData()).lines.slice(1, 3)).toEqual([
      `2.5 USDC (${usdc}), until 2030-03-17T17:46:40.000Z`,
      `an unlimited amount of ${dai}, until 2030-03-17T17:46:40.000Z`,
    ])
    expect(describeInput(permitTransferFromTypedData()).lines[1]).toBe(
      `5000000000000000000 base units of ${dai}`,
    )
  })

  it("warns loudly about another Safe's transaction, and about a delegatecall in it", () => {
    const text = describeInput(safeTxTypedData())
    expect(text.title).toBe(
      'Danger: this approves a transaction of another Safe (0x29fcB43b46531BcA003ddC8FCB67FFE91900C762)',
    )
    expect(text.lines).toContain(`The transaction calls ${spender} with 0 ETH and data 0xa9059cbb.`)
    expect(text.lines).toContain(
      "It is a delegatecall: the code of that contract would run with the other Safe's storage and funds, and can take it over.",
    )
    expect(describeInput(safeTxTypedData({ safe: testSafe, operation: 0 })).title).toBe(
      'This is a transaction of this Safe, asked for as a message',
    )
  })

  it('tags each kind for a list row', () => {
    const explanation = explainTypedData(checkedTypedData(permitSingleTypedData()), { safe: testSafe })
    expect(explanation && explanationTag(explanation)).toBe('Permit2 allowance')
  })
})
