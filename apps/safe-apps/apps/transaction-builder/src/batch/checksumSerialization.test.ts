import { keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { checksumSerialization } from './checksumSerialization.ts'

// The vector of the community Transaction Builder's own checksum test (safe-react-apps, tx-builder
// src/lib/checksum.test.js): the same object must hash to the same checksum here.
const communityVector = {
  version: '1.0',
  chainId: '4',
  createdAt: 1646321521061,
  meta: {
    name: 'test batch file',
    txBuilderVersion: '1.4.0',
    checksum: '',
    createdFromSafeAddress: '0xDF8a1Ce35c9a6ACE153B4e0767942f1E2291a1Aa',
    createdFromOwnerAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
  },
  transactions: [
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'address', name: 'paramAddress', type: 'address' }],
        name: 'testAddress',
        payable: false,
      },
      contractInputsValues: { paramAddress: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '0',
      contractMethod: {
        inputs: [{ internalType: 'bool', name: 'paramBool', type: 'bool' }],
        name: 'testBool',
        payable: false,
      },
      contractInputsValues: { paramAddress: '', paramBool: 'false' },
    },
    {
      to: '0x49d4450977E2c95362C13D3a31a09311E0Ea26A6',
      value: '2000000000000000000',
      data: '0x42f4579000000000000000000000000049d4450977e2c95362c13d3a31a09311e0ea26a6',
    },
  ],
}

describe('checksumSerialization', () => {
  it('hashes like the community Transaction Builder', () => {
    expect(keccak256(stringToHex(checksumSerialization(communityVector)))).toBe(
      '0x832ecdb6653751ed00b79dede73864163e46e71815b72e11e506d6399bedffc9',
    )
  })

  it('ignores key order but not array order, and writes undefined as null', () => {
    expect(checksumSerialization({ b: 1, a: [true, undefined] })).toBe('{["a","b"][true,null],1,}')
    expect(checksumSerialization({ a: [true, undefined], b: 1 })).toBe(
      checksumSerialization({ b: 1, a: [true, null] }),
    )
    expect(checksumSerialization([1, 2])).not.toBe(checksumSerialization([2, 1]))
  })
})
