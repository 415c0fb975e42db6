import { describe, expect, it } from 'vitest'
import type { TransactionSummary } from '../transactions.schema.ts'
import { flagImitations, isImitation, isLookalike } from './flagImitations.ts'
import { testSafe } from './mappingContext.fixture.ts'

const genuine = '0xAbC1111111111111111111111111111111111234'
const lookalike = '0xabc9999999999999999999999999999999991234'
const unrelated = '0x5555555555555555555555555555555555555555'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function erc20(
  {
    counterparty,
    value,
    direction,
    multisig = false,
  }: { counterparty: string; value: string; direction: 'INCOMING' | 'OUTGOING'; multisig?: boolean },
  timestamp: number,
): TransactionSummary {
  const safe = { value: testSafe, name: null, logoUri: null }
  const other = { value: counterparty, name: null, logoUri: null }
  return {
    id: `transfer_${timestamp}`,
    txHash: null,
    timestamp,
    txStatus: 'SUCCESS',
    executionInfo: multisig
      ? {
          type: 'MULTISIG',
          nonce: 1,
          confirmationsRequired: 1,
          confirmationsSubmitted: 1,
          missingSigners: null,
        }
      : null,
    safeAppInfo: null,
    note: null,
    txInfo: {
      type: 'Transfer',
      sender: direction === 'OUTGOING' ? safe : other,
      recipient: direction === 'OUTGOING' ? other : safe,
      direction,
      transferInfo: {
        type: 'ERC20',
        tokenAddress: token,
        value,
        tokenName: 'T',
        tokenSymbol: 'T',
        logoUri: null,
        decimals: 6,
        trusted: true,
        imitation: false,
      },
      humanDescription: null,
    },
  }
}

describe('flagImitations', () => {
  it('compares prefix and suffix of the hex, ignoring case', () => {
    expect(isLookalike(genuine.toLowerCase(), lookalike.toLowerCase())).toBe(true)
    expect(isLookalike(genuine.toLowerCase(), genuine.toLowerCase())).toBe(false)
    expect(isLookalike(genuine.toLowerCase(), unrelated)).toBe(false)
  })

  it('flags a transfer that copies the amount of a recent one to a look-alike address', () => {
    const items = [
      // newest first: the poisoning "outgoing" transfer right after the genuine payment
      erc20({ counterparty: lookalike, value: '1000400000', direction: 'OUTGOING' }, 3),
      erc20({ counterparty: unrelated, value: '5', direction: 'INCOMING' }, 2),
      erc20({ counterparty: genuine, value: '1000000000', direction: 'OUTGOING', multisig: true }, 1),
    ]
    const flagged = flagImitations(items)
    expect(flagged.map(isImitation)).toEqual([true, false, false])
  })

  it('looks only three ERC-20 transfers back and never flags multisig transfers', () => {
    const items = [
      erc20({ counterparty: lookalike, value: '1000000000', direction: 'OUTGOING' }, 5),
      ...[4, 3, 2].map((t) => erc20({ counterparty: unrelated, value: '1', direction: 'INCOMING' }, t)),
      erc20({ counterparty: genuine, value: '1000000000', direction: 'OUTGOING' }, 1),
    ]
    expect(flagImitations(items).map(isImitation)).toEqual([false, false, false, false, false])
    const multisigFirst = [
      erc20({ counterparty: lookalike, value: '1000000000', direction: 'OUTGOING', multisig: true }, 2),
      erc20({ counterparty: genuine, value: '1000000000', direction: 'OUTGOING' }, 1),
    ]
    expect(flagImitations(multisigFirst).map(isImitation)).toEqual([false, false])
  })
})
