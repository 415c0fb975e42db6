import { describe, expect, it } from 'vitest'
import type { DataDecoded, InternalTransaction } from '../../decoder/decoder.types.ts'
import { describeSettingsBatch } from './describeSettingsBatch.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const [a, b, c] = [
  '0x976EA74026E726554dB657fA54763abd0C3a0aa9',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]

function call(method: string, parameters: [string, string, string][], to = safe): InternalTransaction {
  return {
    operation: 0,
    to,
    value: '0',
    data: '0x',
    dataDecoded: { method, parameters: parameters.map(([name, type, value]) => ({ name, type, value })) },
  }
}

function batch(actions: InternalTransaction[]): DataDecoded {
  return {
    method: 'multiSend',
    parameters: [{ name: 'transactions', type: 'bytes', value: '0x', valueDecoded: actions }],
  }
}

describe('describeSettingsBatch', () => {
  it('words a recovery: owners added, removed and replaced, and the threshold left', () => {
    expect(
      describeSettingsBatch(
        safe,
        batch([
          call('addOwnerWithThreshold', [
            ['owner', 'address', a],
            ['_threshold', 'uint256', '2'],
          ]),
          call('removeOwner', [
            ['prevOwner', 'address', a],
            ['owner', 'address', b],
            ['_threshold', 'uint256', '1'],
          ]),
          call('swapOwner', [
            ['prevOwner', 'address', a],
            ['oldOwner', 'address', c],
            ['newOwner', 'address', b],
          ]),
        ]),
      ),
    ).toBe(
      'Owner changes: add 0x976E…0aa9, remove 0x7099…79C8, replace 0x3C44…93BC by 0x7099…79C8, threshold 1',
    )
  })

  it('says nothing of a batch that does anything else, or calls another contract', () => {
    const transfer = call('transfer', [
      ['to', 'address', a],
      ['value', 'uint256', '1'],
    ])
    expect(describeSettingsBatch(safe, batch([transfer]))).toBeUndefined()
    expect(
      describeSettingsBatch(safe, batch([call('changeThreshold', [['_threshold', 'uint256', '1']], a)])),
    ).toBeUndefined()
    expect(describeSettingsBatch(safe, null)).toBeUndefined()
  })
})
