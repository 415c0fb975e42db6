import { decodeAbiParameters, encodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressAt, addressesAt, bytesAt, uintAt } from './abiWords.ts'

const params = [{ type: 'address' }, { type: 'bytes' }, { type: 'uint256' }, { type: 'bytes' }] as const
const data = encodeAbiParameters(params, [
  '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  '0xdeadbeef',
  2n ** 200n,
  `0x${'ab'.repeat(100)}`,
])

describe('abiWords', () => {
  it('reads what decodeAbiParameters reads', () => {
    const [address, first, amount, second] = decodeAbiParameters(params, data)
    expect([addressAt(data, 0), bytesAt(data, 1), uintAt(data, 2), bytesAt(data, 3)]).toEqual([
      address,
      first,
      amount,
      second,
    ])
  })

  it('reads an address[] as decodeAbiParameters does, empty or not', () => {
    const arrays = [{ type: 'address[]' }, { type: 'uint256' }, { type: 'address[]' }] as const
    const encoded = encodeAbiParameters(arrays, [
      ['0x5FbDB2315678afecb367f032d93F642f64180aa3', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      7n,
      [],
    ])
    const [owners, , none] = decodeAbiParameters(arrays, encoded)
    expect([addressesAt(encoded, 0), addressesAt(encoded, 2)]).toEqual([owners, none])
    const single = encodeAbiParameters([{ type: 'address[]' }], [owners])
    expect(() => decodeAbiParameters([{ type: 'address[]' }], `0x${single.slice(2, -64)}`)).toThrow()
    expect(() => addressesAt(`0x${single.slice(2, -64)}`, 0)).toThrow(RangeError)
  })

  it('refuses reads past the data, as decodeAbiParameters does', () => {
    expect(() => uintAt(data, 100)).toThrow(RangeError)
    // The last bytes value cut short, and an offset pointing past the end.
    const cut = `0x${data.slice(2, -64)}` as const
    expect(() => decodeAbiParameters(params, cut)).toThrow()
    expect(() => bytesAt(cut, 3)).toThrow(RangeError)
    const farOffset = `0x${data.slice(2, 66)}${'f'.repeat(64)}${data.slice(130)}` as const
    expect(() => bytesAt(farOffset, 1)).toThrow(RangeError)
  })
})
