import { safeAbi } from '@coffer/safe'
import { encodeAbiParameters, encodeEventTopics, erc20Abi, erc721Abi, type Hex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeExplorerLog } from './decodeExplorerLog.ts'
import { safeTransactionPath } from './explorerPaths.ts'
import { toExplorerTransaction } from './toExplorerTransaction.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const owner = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const safeTxHash: Hex = `0x${'ab'.repeat(32)}`
const tx = {
  hash: `0x${'12'.repeat(32)}` as Hex,
  from: owner,
  to: safe,
  value: 0n,
  gas: 100_000n,
  input: '0x6a761202' as Hex,
  nonce: 3,
  blockNumber: 42n,
}

function executionLog(eventName: 'ExecutionSuccess' | 'ExecutionFailure') {
  return {
    address: safe,
    logIndex: 0,
    topics: encodeEventTopics({ abi: safeAbi, eventName, args: { txHash: safeTxHash } }) as Hex[],
    data: encodeAbiParameters([{ type: 'uint256' }], [0n]),
  }
}

describe('toExplorerTransaction', () => {
  it('reads a mined execution: status, fee, and the Safe transaction it executed', () => {
    const view = toExplorerTransaction(tx, {
      status: 'success',
      blockNumber: 42n,
      gasUsed: 60_000n,
      effectiveGasPrice: 2n,
      contractAddress: null,
      logs: [executionLog('ExecutionSuccess')],
    })
    expect(view).toMatchObject({ status: 'success', blockNumber: 42n, fee: 120_000n, createdContract: null })
    expect(view.logs[0]).toMatchObject({
      event: 'ExecutionSuccess',
      args: [
        { name: 'txHash', value: safeTxHash },
        { name: 'payment', value: '0' },
      ],
    })
    expect(view.safeExecutions).toEqual([{ safe, safeTxHash, success: true }])
  })

  it('marks a failed Safe execution as such', () => {
    const view = toExplorerTransaction(tx, {
      status: 'success',
      blockNumber: 42n,
      gasUsed: 1n,
      effectiveGasPrice: 1n,
      contractAddress: null,
      logs: [executionLog('ExecutionFailure')],
    })
    expect(view.safeExecutions).toEqual([{ safe, safeTxHash, success: false }])
  })

  it('is pending without a receipt: no gas used, fee or logs yet', () => {
    expect(toExplorerTransaction({ ...tx, blockNumber: null }, null)).toMatchObject({
      status: 'pending',
      blockNumber: null,
      gasUsed: null,
      fee: null,
      logs: [],
      safeExecutions: [],
    })
  })
})

describe('decodeExplorerLog', () => {
  it('tells an ERC-20 Transfer from an ERC-721 Transfer by their indexed arguments', () => {
    const erc20 = decodeExplorerLog({
      address: safe,
      logIndex: 1,
      topics: encodeEventTopics({
        abi: erc20Abi,
        eventName: 'Transfer',
        args: { from: owner, to: safe },
      }) as Hex[],
      data: encodeAbiParameters([{ type: 'uint256' }], [5n]),
    })
    expect(erc20).toMatchObject({
      event: 'Transfer',
      args: [
        { name: 'from', value: owner },
        { name: 'to', value: safe },
        { name: 'value', value: '5' },
      ],
    })
    const erc721 = decodeExplorerLog({
      address: safe,
      logIndex: 2,
      topics: encodeEventTopics({
        abi: erc721Abi,
        eventName: 'Transfer',
        args: { from: owner, to: safe, tokenId: 7n },
      }) as Hex[],
      data: '0x',
    })
    expect(erc721).toMatchObject({
      event: 'Transfer',
      args: [{ name: 'from' }, { name: 'to' }, { name: 'tokenId', value: '7' }],
    })
  })

  it('keeps an unknown event raw', () => {
    const log = { address: safe, logIndex: 0, topics: [pad('0x01')], data: '0x1234' as Hex }
    expect(decodeExplorerLog(log)).toEqual({ ...log, event: null, args: [] })
  })
})

describe('safeTransactionPath', () => {
  it('names the Safe transaction as CGW does, with the checksummed Safe', () => {
    expect(safeTransactionPath({ shortName: 'coffer', safe: safe.toLowerCase(), safeTxHash })).toEqual({
      safeId: `coffer:${safe}`,
      txId: `multisig_${safe}_${safeTxHash}`,
    })
  })
})
