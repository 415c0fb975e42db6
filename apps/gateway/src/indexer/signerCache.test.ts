import type { RecoverAddress } from '@coffer/safe'
import { encodeAbiParameters, encodeEventTopics, type Hex, pad, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { safeEventsAbi } from './indexerAbi.ts'
import type { IndexerLog } from './readChain.ts'
import { createSignerCache } from './signerCache.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x1111111111111111111111111111111111111111'
const safeTxHash = pad('0xabc')
// One ECDSA part: r ‖ s ‖ v = 27.
const signatures: Hex = `0x${'11'.repeat(32)}${'22'.repeat(32)}1b`

function log(topics: Hex[], data: Hex, logIndex: number): IndexerLog {
  return {
    address: safe,
    topics,
    data,
    blockNumber: 1,
    blockHash: pad('0x01'),
    transactionHash: pad('0x05'),
    logIndex,
  }
}

const multisigLog = log(
  encodeEventTopics({ abi: safeEventsAbi, eventName: 'SafeMultiSigTransaction' }).filter(
    (topic): topic is Hex => typeof topic === 'string',
  ),
  encodeAbiParameters(
    [
      { type: 'address' },
      { type: 'uint256' },
      { type: 'bytes' },
      { type: 'uint8' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'uint256' },
      { type: 'address' },
      { type: 'address' },
      { type: 'bytes' },
      { type: 'bytes' },
    ],
    [owner, 0n, '0x', 0, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures, '0x'],
  ),
  0,
)
const successLog = log(
  encodeEventTopics({
    abi: safeEventsAbi,
    eventName: 'ExecutionSuccess',
    args: { txHash: safeTxHash },
  }).filter((topic): topic is Hex => typeof topic === 'string'),
  encodeAbiParameters([{ type: 'uint256' }], [0n]),
  1,
)

describe('createSignerCache', () => {
  it('recovers an execution’s signers ahead, then answers from the memo', async () => {
    const calls: { hash: Hex; signature: Hex }[] = []
    const recover: RecoverAddress = async (parameters) => {
      calls.push(parameters)
      return owner
    }
    const cache = createSignerCache(recover)
    await cache.warm([successLog, multisigLog], new Set([safe]))
    expect(calls).toEqual([{ hash: safeTxHash, signature: signatures }])
    await expect(cache.recover({ hash: safeTxHash, signature: signatures })).resolves.toBe(owner)
    expect(calls).toHaveLength(1)
  })

  it('skips Safes outside the range and remembers a failure as a failure', async () => {
    let calls = 0
    const cache = createSignerCache(async () => {
      calls++
      throw new Error('bad signature')
    })
    await cache.warm([multisigLog, successLog], new Set())
    expect(calls).toBe(0)
    await cache.warm([multisigLog, successLog], new Set([safe]))
    expect(calls).toBe(1)
    await expect(cache.recover({ hash: safeTxHash, signature: signatures })).rejects.toThrow('bad signature')
    expect(calls).toBe(1)
  })
})
