import { describe, expect, it } from 'vitest'
import {
  parseGetOffChainSignatureParams,
  parseGetSafeBalancesParams,
  parseGetTxBySafeTxHashParams,
  parsePermissionRequests,
  parseSendTransactionsParams,
  parseSignMessageParams,
} from './parseMethodParams.ts'
import { SafeAppRequestError } from './safeAppsProtocol.ts'

const to = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hash = `0x${'ab'.repeat(32)}`

/** The text an app would read for this refusal. */
function refusal(parse: () => unknown): string {
  try {
    parse()
  } catch (error) {
    if (error instanceof SafeAppRequestError) return error.message
    throw error
  }
  throw new Error('expected a refusal')
}

describe('sendTransactions params', () => {
  it('refuses a missing or empty list with the SDK text', () => {
    for (const params of [undefined, null, {}, { txs: [] }, { txs: 'x' }, []])
      expect(refusal(() => parseSendTransactionsParams(params))).toBe('No transactions were passed')
  })

  it('checksums addresses, reads decimal and hex values, defaults value to 0 and data to 0x', () => {
    expect(
      parseSendTransactionsParams({
        txs: [
          { to, value: '1000', data: '0xdeadbeef' },
          { to, value: '0x10', data: '' },
          { to, value: 5 },
          { to, value: '', data: null },
        ],
        params: undefined,
      }),
    ).toEqual({
      txs: [
        { to: checksummed, value: 1000n, data: '0xdeadbeef' },
        { to: checksummed, value: 16n, data: '0x' },
        { to: checksummed, value: 5n, data: '0x' },
        { to: checksummed, value: 0n, data: '0x' },
      ],
      safeTxGas: undefined,
    })
  })

  it('honours params.safeTxGas and refuses one that is not a gas amount', () => {
    expect(parseSendTransactionsParams({ txs: [{ to }], params: { safeTxGas: 150_000 } }).safeTxGas).toBe(
      150_000n,
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to }], params: { safeTxGas: -1 } }))).toBe(
      'Invalid safeTxGas',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to }], params: { safeTxGas: 1.5 } }))).toBe(
      'Invalid safeTxGas',
    )
  })

  it('says which transaction is wrong and why', () => {
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to }, 'x'] }))).toBe(
      'Transaction 2 is not an object',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to: '0x1234' }] }))).toBe(
      'Transaction 1: "to" is not an address',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to, value: '-1' }] }))).toBe(
      'Transaction 1: "value" is not an amount in wei',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to, value: `0x1${'0'.repeat(64)}` }] }))).toBe(
      'Transaction 1: "value" is not an amount in wei',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to, data: '0xabc' }] }))).toBe(
      'Transaction 1: "data" is not hex bytes',
    )
    expect(refusal(() => parseSendTransactionsParams({ txs: [{ to, data: 'hello' }] }))).toBe(
      'Transaction 1: "data" is not hex bytes',
    )
  })
})

describe('the other methods’ params', () => {
  it('getTxBySafeTxHash needs a 32-byte hash', () => {
    expect(parseGetTxBySafeTxHashParams({ safeTxHash: hash })).toBe(hash)
    for (const params of [undefined, {}, { safeTxHash: '' }, { safeTxHash: '0x1234' }, hash])
      expect(refusal(() => parseGetTxBySafeTxHashParams(params))).toBe('Invalid safeTxHash')
  })

  it('signMessage needs a string message', () => {
    expect(parseSignMessageParams({ message: 'approve rugpull' })).toBe('approve rugpull')
    expect(refusal(() => parseSignMessageParams({ message: { text: 'x' } }))).toBe('Invalid message')
  })

  it('getOffChainSignature sends the bare hash', () => {
    expect(parseGetOffChainSignatureParams(hash)).toBe(hash)
    expect(refusal(() => parseGetOffChainSignatureParams({ messageHash: hash }))).toBe('Invalid message hash')
  })

  it('getSafeBalances defaults to usd and refuses what is not a currency code', () => {
    expect(parseGetSafeBalancesParams(undefined)).toBe('usd')
    expect(parseGetSafeBalancesParams({ currency: 'EUR' })).toBe('eur')
    expect(refusal(() => parseGetSafeBalancesParams({ currency: '../../admin' }))).toBe('Invalid currency')
  })

  it('wallet_requestPermissions accepts only restricted methods', () => {
    expect(parsePermissionRequests([{ requestAddressBook: {} }, { requestAddressBook: {} }])).toEqual([
      'requestAddressBook',
    ])
    for (const params of [
      undefined,
      [],
      [{}],
      [{ eth_accounts: {} }],
      [{ requestAddressBook: {}, eth_sign: {} }],
      ['x'],
    ])
      expect(refusal(() => parsePermissionRequests(params))).toBe('Permissions request is invalid')
  })
})
