import { hashSafeTx, type SafeTx, toSafeTx } from '@coffer/safe'
import { type Address, getAddress, type Hex, isAddress, isHex } from 'viem'
import type { TransactionDetails } from '../../transactions/TransactionDetailsSchema.ts'

/** Why a stored transaction cannot be trusted enough to sign or execute. */
export type StoredSafeTxProblem =
  | { code: 'not_multisig' }
  | { code: 'unknown_version' }
  | { code: 'malformed'; field: string }
  | { code: 'hash_mismatch'; expected: Hex; computed: Hex }

export type VerifiedSafeTx = { safeTx: SafeTx; safeTxHash: Hex }

export type VerifyStoredSafeTxResult =
  | { ok: true; value: VerifiedSafeTx }
  | { ok: false; problem: StoredSafeTxProblem }

function toBigInt(value: string | null): bigint | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined
  return BigInt(value)
}

/**
 * Rebuilds the SafeTx from what the gateway sent (txData + detailedExecutionInfo) and hashes it in the
 * browser with the Safe's version and chain. A gateway (or anyone between it and us) could show one
 * transaction and store another; signing only what we hashed ourselves rules that out.
 */
export function verifyStoredSafeTx(
  details: TransactionDetails,
  { chainId, safe, version }: { chainId: number; safe: Address; version: string | null },
): VerifyStoredSafeTxResult {
  const execution = details.detailedExecutionInfo
  const txData = details.txData
  if (execution?.type !== 'MULTISIG' || !txData) return { ok: false, problem: { code: 'not_multisig' } }
  // Without the version we cannot know the domain (chainId in it or not): refuse rather than guess.
  if (!version) return { ok: false, problem: { code: 'unknown_version' } }
  const data = txData.hexData ?? '0x'
  if (!isHex(data)) return { ok: false, problem: { code: 'malformed', field: 'data' } }
  const value = toBigInt(txData.value ?? '0')
  const safeTxGas = toBigInt(execution.safeTxGas)
  const baseGas = toBigInt(execution.baseGas)
  const gasPrice = toBigInt(execution.gasPrice)
  const numbers = { value, safeTxGas, baseGas, gasPrice }
  for (const [field, parsed] of Object.entries(numbers)) {
    if (parsed === undefined) return { ok: false, problem: { code: 'malformed', field } }
  }
  if (!isHex(execution.safeTxHash) || execution.safeTxHash.length !== 66)
    return { ok: false, problem: { code: 'malformed', field: 'safeTxHash' } }
  if (!isAddress(execution.refundReceiver, { strict: false }))
    return { ok: false, problem: { code: 'malformed', field: 'refundReceiver' } }
  const safeTx = toSafeTx({
    to: txData.to.value,
    value: value ?? 0n,
    data,
    operation: txData.operation,
    safeTxGas: safeTxGas ?? 0n,
    baseGas: baseGas ?? 0n,
    gasPrice: gasPrice ?? 0n,
    gasToken: execution.gasToken,
    refundReceiver: getAddress(execution.refundReceiver),
    nonce: BigInt(execution.nonce),
  })
  const computed = hashSafeTx({ chainId, safe, tx: safeTx, version })
  if (computed.toLowerCase() !== execution.safeTxHash.toLowerCase())
    return { ok: false, problem: { code: 'hash_mismatch', expected: execution.safeTxHash, computed } }
  return { ok: true, value: { safeTx, safeTxHash: computed } }
}
