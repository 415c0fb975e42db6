import {
  type DelayTransaction,
  decodeMultiSendTransactions,
  multiSendAbi,
  safeDeployments,
} from '@coffer/safe'
import { type Address, decodeFunctionData, type Hex, isAddressEqual } from 'viem'
import { applyOwnerCalls, type OwnerSet } from './planOwnerChanges.ts'

/** The Safe's own calls a queued Delay transaction makes: itself, or the calls of its MultiSendCallOnly batch. */
function safeCalls(safe: Address, transaction: DelayTransaction): { data: Hex }[] | undefined {
  if (transaction.operation === 0) return isAddressEqual(transaction.to, safe) ? [transaction] : undefined
  if (!isAddressEqual(transaction.to, safeDeployments.multiSendCallOnly)) return undefined
  let packed: Hex
  try {
    const decoded = decodeFunctionData({ abi: multiSendAbi, data: transaction.data })
    packed = decoded.args[0]
  } catch {
    return undefined
  }
  const calls = decodeMultiSendTransactions(packed)
  if (
    !calls?.every(
      (call) => call.operation === 0 && call.value === 0n && isAddressEqual(call.to as Address, safe),
    )
  )
    return undefined
  return calls
}

/**
 * What a recovery proposal makes of the Safe's owners, or undefined when it does anything else than the
 * OwnerManager's four changes on this Safe (the card then says so instead of guessing).
 */
export function describeProposal(
  safe: Address,
  current: OwnerSet,
  transaction: DelayTransaction | undefined,
): OwnerSet | undefined {
  if (!transaction) return undefined
  const calls = safeCalls(safe, transaction)
  return calls ? applyOwnerCalls(current, calls) : undefined
}
