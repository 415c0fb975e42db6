import { decodeMultiSendTransactions, type MultiSendTransaction, multiSendAbi, safeAbi } from '@coffer/safe'
import { type Address, decodeFunctionData, getAddress, type Hex } from 'viem'

/** The owners and threshold a Safe has after a recovery, head first as `getOwners()` returns them. */
export type OwnerSetup = { owners: Address[]; threshold: number }

export type RecoveryCallInput = { to: string; value: string; data: string | null; operation: number }

/**
 * What a proposal queued on a Delay does to the Safe's owners, replayed on `current`: a single owner
 * call on the Safe, or a MultiSend of them (the shape the web app proposes). Undefined when the proposal
 * does anything else, so that an alert never claims an effect it cannot show.
 */
export function applyRecoveryCall(
  safe: Address,
  current: OwnerSetup,
  call: RecoveryCallInput,
): OwnerSetup | undefined {
  const calls = flatten(call)
  if (!calls || calls.length === 0) return undefined
  let owners = [...current.owners]
  let threshold = current.threshold
  for (const entry of calls) {
    if (entry.operation !== 0 || entry.value !== 0n || !sameAddress(entry.to, safe)) return undefined
    const decoded = decodeSafeCall(entry.data)
    if (!decoded) return undefined
    switch (decoded.functionName) {
      case 'addOwnerWithThreshold':
        owners = [getAddress(decoded.args[0]), ...owners]
        threshold = Number(decoded.args[1])
        break
      case 'removeOwner':
        owners = owners.filter((owner) => !sameAddress(owner, decoded.args[1]))
        threshold = Number(decoded.args[2])
        break
      case 'swapOwner':
        owners = owners.map((owner) =>
          sameAddress(owner, decoded.args[1]) ? getAddress(decoded.args[2]) : owner,
        )
        break
      case 'changeThreshold':
        threshold = Number(decoded.args[0])
        break
      default:
        return undefined
    }
  }
  return { owners, threshold }
}

function flatten(call: RecoveryCallInput): MultiSendTransaction[] | undefined {
  const data: Hex = isHex(call.data) ? call.data : '0x'
  const value = BigInt(call.value)
  if (call.operation === 0) return [{ operation: 0, to: call.to, value, data }]
  try {
    const decoded = decodeFunctionData({ abi: multiSendAbi, data })
    return decoded.functionName === 'multiSend' ? decodeMultiSendTransactions(decoded.args[0]) : undefined
  } catch {
    return undefined
  }
}

function decodeSafeCall(data: Hex) {
  try {
    return decodeFunctionData({ abi: safeAbi, data })
  } catch {
    return undefined
  }
}

function isHex(value: string | null): value is Hex {
  return value !== null && /^0x[0-9a-fA-F]*$/.test(value)
}

function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
