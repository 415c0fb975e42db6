import { describe, expect, it } from 'vitest'
import { parseTransactionId } from './parseTransactionId.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const hash = `0x${'ab'.repeat(32)}`

describe('parseTransactionId', () => {
  it('reads every id format of gateway-contract.md §6.1', () => {
    expect(parseTransactionId(`multisig_${safe.toLowerCase()}_${hash}`)).toEqual({
      kind: 'multisig',
      safe,
      safeTxHash: hash,
    })
    expect(parseTransactionId(`module_anything_i${'cd'.repeat(32)}3`)).toEqual({
      kind: 'module',
      moduleTxId: `i${'cd'.repeat(32)}3`,
    })
    expect(parseTransactionId(`transfer_${safe}_e${'cd'.repeat(32)}0`)).toEqual({
      kind: 'transfer',
      safe,
      transferId: `e${'cd'.repeat(32)}0`,
    })
    expect(parseTransactionId(hash.toUpperCase().replace('0X', '0x'))).toEqual({
      kind: 'safeTxHash',
      safeTxHash: hash,
    })
    expect(parseTransactionId(`creation_${safe}`)).toEqual({
      kind: 'safeTxHash',
      safeTxHash: `creation_${safe}`.toLowerCase(),
    })
  })

  it('rejects a multisig or transfer id whose Safe segment is not an address', () => {
    expect(() => parseTransactionId(`multisig_0x12_${hash}`)).toThrowErrorMatchingInlineSnapshot(
      `[BadRequestError: Invalid transaction ID]`,
    )
    expect(() => parseTransactionId('transfer')).toThrow('Invalid transaction ID')
  })
})
