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
    expect(parseTransactionId(`creation_${safe.toLowerCase()}`)).toEqual({ kind: 'creation', safe })
  })

  it('takes an inner id of the wrong shape as one nothing can have', () => {
    for (const id of [
      '\u0000',
      'x',
      `0x${'ab'.repeat(31)}`,
      `multisig_${safe}_0x\u0000`,
      `multisig_${safe}_`,
      'module_x_i\u0000',
      `module_x_e${'cd'.repeat(32)}3`,
      `transfer_${safe}_x${'cd'.repeat(32)}0`,
    ])
      expect(parseTransactionId(id)).toEqual({ kind: 'unknown' })
  })

  it('rejects a multisig, transfer or creation id whose Safe segment is not an address', () => {
    expect(() => parseTransactionId(`multisig_0x12_${hash}`)).toThrowErrorMatchingInlineSnapshot(
      `[BadRequestError: Invalid transaction ID]`,
    )
    expect(() => parseTransactionId('transfer')).toThrow('Invalid transaction ID')
    expect(() => parseTransactionId('creation_0x12')).toThrow('Invalid transaction ID')
    expect(() => parseTransactionId(`creation_${safe}_${hash}`)).toThrow('Invalid transaction ID')
  })
})
