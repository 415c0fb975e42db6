import { getAddress, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { buildModuleTransaction, buildTransfer, fixtureAddress } from '../../../test/safeDataFixtures.ts'
import type { ExecutionUpdate } from '../../db/tables/safeData.ts'
import { alertMaxAgeMs, type IndexedRange, indexedAlerts } from './indexedAlerts.ts'

const safe = fixtureAddress('safe')
const other = fixtureAddress('other')
const now = 1_800_000_000_000
const empty: IndexedRange = {
  chainId: 1,
  kind: 'cursor',
  multisigTransactions: [],
  executions: [],
  moduleTransactions: [],
  transfers: [],
  now,
}

describe('indexedAlerts', () => {
  it('tells of value received from others, not of a Safe sending to itself', () => {
    const transfers = [
      buildTransfer({
        safe,
        from: other,
        to: safe,
        type: 'NATIVE_COIN',
        value: '7',
        executed_at: now,
        block_number: 9,
      }),
      buildTransfer({
        safe,
        from: safe,
        to: safe,
        type: 'NATIVE_COIN',
        value: '1',
        executed_at: now,
        block_number: 9,
      }),
      buildTransfer({
        safe,
        from: safe,
        to: other,
        type: 'NATIVE_COIN',
        value: '1',
        executed_at: now,
        block_number: 9,
      }),
      buildTransfer({
        safe,
        from: other,
        to: safe,
        type: 'ERC721',
        token_address: other,
        value: null,
        token_id: '5',
        executed_at: now,
        block_number: 10,
      }),
    ]
    const alerts = indexedAlerts({ ...empty, transfers })
    expect(alerts.map((a) => [a.payload.type, a.blockNumber])).toEqual([
      ['INCOMING_ETHER', 9],
      ['INCOMING_TOKEN', 10],
    ])
    expect(alerts[1]?.payload).toMatchObject({ tokenAddress: other, value: null, tokenId: '5' })
  })

  it('tells of each execution once, and says when it failed', () => {
    const safeTxHash = keccak256(toHex('tx'))
    const execution: ExecutionUpdate = {
      safe: getAddress(safe),
      safeTxHash,
      executed_block: 3,
      executed_tx_hash: keccak256(toHex('chain tx')),
      executed_log_index: 0,
      executed_at: now,
      executor: getAddress(other),
      success: 0,
    }
    const alerts = indexedAlerts({ ...empty, executions: [execution, execution] })
    expect(alerts.map((a) => a.payload)).toEqual([
      {
        type: 'EXECUTED_MULTISIG_TRANSACTION',
        safeTxHash,
        txHash: keccak256(toHex('chain tx')),
        failed: true,
      },
    ])
  })

  it('is silent for backfills and for blocks older than the window', () => {
    const moduleTransactions = [buildModuleTransaction({ safe, executed_at: now, block_number: 4 })]
    expect(indexedAlerts({ ...empty, moduleTransactions })).toHaveLength(1)
    expect(indexedAlerts({ ...empty, kind: 'backfill', moduleTransactions })).toEqual([])
    const old = [buildModuleTransaction({ safe, executed_at: now - alertMaxAgeMs - 1, block_number: 4 })]
    expect(indexedAlerts({ ...empty, moduleTransactions: old })).toEqual([])
  })
})
