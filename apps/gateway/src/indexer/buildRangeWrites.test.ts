import { safeAbi, safeDeployments } from '@coffer/safe'
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  numberToHex,
  pad,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { buildRangeWrites, findTransactionsToFetch } from './buildRangeWrites.ts'
import { proxyCreationTopic } from './indexerAbi.ts'
import type { IndexerLog } from './readChain.ts'

const safe: Address = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const a: Address = '0x1111111111111111111111111111111111111111'
const b: Address = '0x2222222222222222222222222222222222222222'
const c: Address = '0x3333333333333333333333333333333333333333'
const d: Address = '0x4444444444444444444444444444444444444444'
const txHash = (n: number): Hex => pad(numberToHex(n))
const blocks = new Map([[1, { number: 1, hash: pad('0x01'), timestamp: 1_000 }]])

let logIndex = 0
function safeLog(
  topics: readonly (Hex | Hex[] | null)[],
  data: Hex,
  { tx = 1, address = safe }: { tx?: number; address?: Address } = {},
): IndexerLog {
  return {
    address,
    topics: topics.filter((topic): topic is Hex => typeof topic === 'string'),
    data,
    blockNumber: 1,
    blockHash: pad('0x01'),
    transactionHash: txHash(tx),
    logIndex: logIndex++,
  }
}
const event = (eventName: 'AddedOwner' | 'RemovedOwner' | 'EnabledModule', address: Address) =>
  safeLog(
    encodeEventTopics({
      abi: safeAbi,
      eventName,
      args: eventName === 'EnabledModule' ? { module: address } : { owner: address },
    }),
    '0x',
  )
const setup = (owners: Address[]) =>
  safeLog(
    encodeEventTopics({
      abi: safeAbi,
      eventName: 'SafeSetup',
      args: { initiator: safeDeployments.safeProxyFactory },
    }),
    encodeAbiParameters(
      [{ type: 'address[]' }, { type: 'uint256' }, { type: 'address' }, { type: 'address' }],
      [owners, 1n, zeroAddress, safeDeployments.compatibilityFallbackHandler],
    ),
  )
const creation = () =>
  safeLog(
    [proxyCreationTopic, pad(safe)],
    encodeAbiParameters([{ type: 'address' }], [safeDeployments.safeL2]),
    {
      address: safeDeployments.safeProxyFactory,
    },
  )

describe('buildRangeWrites', () => {
  it('creates the state from SafeSetup before ProxyCreation, then replays owners and modules in contract order', async () => {
    logIndex = 0
    const logs = [
      event('EnabledModule', d), // setupModules runs before SafeSetup is logged
      setup([a, b, c]),
      creation(),
      event('AddedOwner', d), // addOwner prepends
      event('RemovedOwner', b), // swapOwner(b → c'): RemovedOwner then AddedOwner, in place
      event('AddedOwner', '0x5555555555555555555555555555555555555555'),
      event('RemovedOwner', a), // plain removal
      event('EnabledModule', a),
    ]
    const writes = await buildRangeWrites({
      chainId: 31337,
      logs: logs.reverse(), // any order in
      safes: new Set([safe]),
      blocks,
      transactions: new Map(),
      priorStates: new Map(),
    })
    expect(writes.safes).toMatchObject([
      { address: safe, singleton: safeDeployments.safeL2, created_block: 1 },
    ])
    expect(writes.states).toHaveLength(1) // one snapshot per block
    expect(JSON.parse(writes.states[0]?.owners ?? '[]')).toEqual([
      d,
      '0x5555555555555555555555555555555555555555',
      c,
    ])
    expect(JSON.parse(writes.states[0]?.modules ?? '[]')).toEqual([a, d])
    expect(writes.states[0]).toMatchObject({
      threshold: 1,
      fallback_handler: safeDeployments.compatibilityFallbackHandler,
      singleton: safeDeployments.safeL2,
      nonce: 0,
    })
    expect(writes.owners.get(safe)).toHaveLength(3)
    expect([...(writes.changes.get(safe) ?? [])]).toEqual(expect.arrayContaining(['safe', 'history']))
  })

  it('asks for the transaction of an execution without SafeMultiSigTransaction (L1 Safe) and of creations', () => {
    logIndex = 0
    const success = safeLog(
      encodeEventTopics({ abi: safeAbi, eventName: 'ExecutionSuccess', args: { txHash: txHash(99) } }),
      encodeAbiParameters([{ type: 'uint256' }], [0n]),
      { tx: 7 },
    )
    expect(findTransactionsToFetch({ logs: [creation(), success], safes: new Set([safe]) })).toEqual(
      new Set([txHash(1), txHash(7)]),
    )
  })

  it('keeps an execution it cannot decode as an update of a stored proposal', async () => {
    logIndex = 0
    const success = safeLog(
      encodeEventTopics({ abi: safeAbi, eventName: 'ExecutionSuccess', args: { txHash: txHash(99) } }),
      encodeAbiParameters([{ type: 'uint256' }], [0n]),
      { tx: 7 },
    )
    const writes = await buildRangeWrites({
      chainId: 31337,
      logs: [success],
      safes: new Set([safe]),
      blocks,
      transactions: new Map([[txHash(7), { from: a, to: b, input: '0x' }]]),
      priorStates: new Map([
        [
          safe,
          {
            owners: [a],
            threshold: 1,
            modules: [],
            fallbackHandler: null,
            guard: null,
            singleton: null,
            nonce: 4,
          },
        ],
      ]),
    })
    expect(writes.multisigTransactions).toEqual([])
    expect(writes.executions).toEqual([
      expect.objectContaining({ safe, safeTxHash: txHash(99), executor: a, success: 1, executed_at: 1_000 }),
    ])
    expect(writes.states[0]?.nonce).toBe(5)
  })

  it("records a SignMsg as a message signed on chain and tells the Safe's pages", async () => {
    logIndex = 0
    const msgHash = pad('0xAB')
    const signed = safeLog(
      encodeEventTopics({ abi: safeAbi, eventName: 'SignMsg', args: { msgHash } }),
      '0x',
      {
        tx: 9,
      },
    )
    const writes = await buildRangeWrites({
      chainId: 31337,
      logs: [signed],
      safes: new Set([safe]),
      blocks,
      transactions: new Map(),
      priorStates: new Map(),
    })
    expect(writes.signedMessages).toEqual([
      {
        chain_id: 31337,
        block_number: 1,
        log_index: 0,
        safe,
        message_hash: msgHash.toLowerCase(),
        tx_hash: txHash(9),
        signed_at: 1_000,
      },
    ])
    expect([...(writes.changes.get(safe) ?? [])]).toEqual(['messages'])
  })
})
