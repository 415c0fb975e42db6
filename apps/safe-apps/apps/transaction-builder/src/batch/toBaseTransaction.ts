import type { BaseTransaction } from '@safe-global/safe-apps-sdk'
import type { BatchTransaction } from './batchFile.ts'
import { toAbiFunction } from './contractMethod.ts'
import { encodeContractCall } from './encodeArguments.ts'

export type ToBaseTransactionResult =
  | { ok: true; transaction: BaseTransaction }
  | { ok: false; error: string }

/**
 * A batch entry as the SDK sends it: its raw `data` when it has some, else its method encoded with its
 * argument values (as that tool does), else a plain transfer (`0x`).
 */
export function toBaseTransaction(tx: BatchTransaction): ToBaseTransactionResult {
  const value = BigInt(tx.value).toString()
  if (tx.data && tx.data !== '0x') return { ok: true, transaction: { to: tx.to, value, data: tx.data } }
  if (!tx.contractMethod) return { ok: true, transaction: { to: tx.to, value, data: '0x' } }
  const encoded = encodeContractCall(toAbiFunction(tx.contractMethod), tx.contractInputsValues ?? {})
  if (encoded.ok) return { ok: true, transaction: { to: tx.to, value, data: encoded.data } }
  const [key, message] = Object.entries(encoded.errors)[0] ?? ['', 'cannot be encoded']
  return { ok: false, error: `${tx.contractMethod.name}${key ? ` (${key})` : ''}: ${message}` }
}
