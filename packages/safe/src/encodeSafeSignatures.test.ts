import { concat, getAddress, type Hex, numberToHex, pad, size } from 'viem'
import { describe, expect, test } from 'vitest'
import { EncodeSafeSignaturesError, encodeSafeSignatures } from './encodeSafeSignatures.ts'
import { splitSafeSignatures } from './safeSignatures.ts'

const [low, middle, high] = [
  '0x1000000000000000000000000000000000000001',
  '0x2000000000000000000000000000000000000002',
  '0xf000000000000000000000000000000000000003',
].map((address) => getAddress(address)) as [Hex, Hex, Hex]
const ecdsa = (byte: string): Hex => concat([`0x${byte.repeat(64)}`, '0x1b'])
/** A contract part as submitted alone: s = 65, then length ‖ bytes. */
const contract = (owner: Hex, inner: Hex): Hex =>
  concat([pad(owner), pad(numberToHex(65)), '0x00', pad(numberToHex(size(inner))), inner])

describe('encodeSafeSignatures', () => {
  test('sorts static parts by owner', () => {
    expect(
      encodeSafeSignatures([
        { owner: high, signature: ecdsa('cc') },
        { owner: low, signature: ecdsa('aa') },
      ]),
    ).toBe(concat([ecdsa('aa'), ecdsa('cc')]))
  })

  test('puts contract signatures after every static part, each s pointing at its own dynamic part', () => {
    const encoded = encodeSafeSignatures([
      { owner: high, signature: contract(high, '0xbeef') },
      { owner: middle, signature: ecdsa('bb') },
      { owner: low, signature: contract(low, '0xdeadbeef') },
    ])
    const parts = splitSafeSignatures(encoded)
    expect(parts.map((part) => [part.type, part.owner ?? null])).toEqual([
      ['CONTRACT_SIGNATURE', low],
      ['EOA', null],
      ['CONTRACT_SIGNATURE', high],
    ])
    // Dynamic parts start right after the three static parts, in owner order.
    expect(parts.map((part) => Number(BigInt(part.s)))).toEqual([195, expect.any(Number), 195 + 32 + 4])
    expect(parts[0]?.signature.endsWith('deadbeef')).toBe(true)
    expect(parts[2]?.signature.endsWith('beef')).toBe(true)
    expect(size(encoded)).toBe(3 * 65 + 32 + 4 + 32 + 2)
  })

  test('refuses a short part, a static part with trailing bytes and one owner twice', () => {
    expect(() => encodeSafeSignatures([{ owner: low, signature: '0x1234' }])).toThrow(
      EncodeSafeSignaturesError,
    )
    expect(() => encodeSafeSignatures([{ owner: low, signature: concat([ecdsa('aa'), '0x00']) }])).toThrow(
      'has bytes after its 65-byte part',
    )
    expect(() =>
      encodeSafeSignatures([
        { owner: low, signature: ecdsa('aa') },
        { owner: low, signature: ecdsa('bb') },
      ]),
    ).toThrow(`${low} signs twice`)
    expect(() => encodeSafeSignatures([])).not.toThrow()
  })
})
