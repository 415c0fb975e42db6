import type { SafeTx } from '@coffer/safe'
import { type Address, getAddress, isAddress, isHex } from 'viem'
import type { MultisigTransactionRow } from '../db/tables/safeData.ts'

export type StoredSafeTx = { ok: true; tx: SafeTx } | { ok: false; problem: string }

/**
 * The Safe transaction a stored row holds, as owners signed it, or what is wrong with the row. A row that
 * does not parse was written by something other than the gateway (an edit, a corrupt file): callers turn
 * the problem into their own error (the queue's integrity failure, a 502), never into a client's mistake.
 */
export function parseStoredSafeTx(row: MultisigTransactionRow): StoredSafeTx {
  const data = row.data ?? '0x'
  const to = storedAddress(row.to)
  const gasToken = storedAddress(row.gas_token)
  const refundReceiver = storedAddress(row.refund_receiver)
  const amounts = [row.value, row.safe_tx_gas, row.base_gas, row.gas_price]
  if (!isHex(data)) return { ok: false, problem: `data of ${row.safe_tx_hash} is not hex` }
  if (!to || !gasToken || !refundReceiver)
    return { ok: false, problem: `an address of ${row.safe_tx_hash} is not an address` }
  if (!amounts.every((amount) => /^\d+$/.test(amount)))
    return { ok: false, problem: `an amount of ${row.safe_tx_hash} is not a base-10 integer` }
  return {
    ok: true,
    tx: {
      to,
      value: BigInt(row.value),
      data,
      operation: row.operation,
      safeTxGas: BigInt(row.safe_tx_gas),
      baseGas: BigInt(row.base_gas),
      gasPrice: BigInt(row.gas_price),
      gasToken,
      refundReceiver,
      nonce: BigInt(row.nonce),
    },
  }
}

function storedAddress(value: string): Address | undefined {
  return isAddress(value, { strict: false }) ? getAddress(value) : undefined
}
