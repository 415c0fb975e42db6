import { getAddress, type Hex } from 'viem'
import {
  decodeExplorerLog,
  type ExplorerLog,
  findSafeExecutions,
  type RawLog,
  type SafeExecution,
} from './decodeExplorerLog.ts'

/** What the node says of a transaction (eth_getTransactionByHash), reduced to what the page shows. */
export type NodeTransaction = {
  hash: Hex
  from: string
  to: string | null
  value: bigint
  gas: bigint
  input: Hex
  nonce: number
  blockNumber: bigint | null
}

/** Its receipt, absent while the transaction waits in the pool. */
export type NodeReceipt = {
  status: 'success' | 'reverted'
  blockNumber: bigint
  gasUsed: bigint
  effectiveGasPrice: bigint
  contractAddress: string | null | undefined
  logs: readonly RawLog[]
}

export type ExplorerTransaction = {
  hash: Hex
  status: 'success' | 'reverted' | 'pending'
  blockNumber: bigint | null
  from: string
  /** The account or contract called; null for a contract creation. */
  to: string | null
  createdContract: string | null
  value: bigint
  nonce: number
  gasLimit: bigint
  gasUsed: bigint | null
  /** gasUsed × effectiveGasPrice, in wei. */
  fee: bigint | null
  input: Hex
  logs: ExplorerLog[]
  safeExecutions: SafeExecution[]
}

/** The explorer's view of a transaction from the node's answers; addresses checksummed, as people compare them. */
export function toExplorerTransaction(tx: NodeTransaction, receipt: NodeReceipt | null): ExplorerTransaction {
  const logs = receipt
    ? receipt.logs.map((log) => decodeExplorerLog({ ...log, address: getAddress(log.address) }))
    : []
  return {
    hash: tx.hash,
    status: receipt ? receipt.status : 'pending',
    blockNumber: receipt ? receipt.blockNumber : tx.blockNumber,
    from: getAddress(tx.from),
    to: tx.to === null ? null : getAddress(tx.to),
    createdContract: receipt?.contractAddress ? getAddress(receipt.contractAddress) : null,
    value: tx.value,
    nonce: tx.nonce,
    gasLimit: tx.gas,
    gasUsed: receipt ? receipt.gasUsed : null,
    fee: receipt ? receipt.gasUsed * receipt.effectiveGasPrice : null,
    input: tx.input,
    logs,
    safeExecutions: findSafeExecutions(logs),
  }
}
