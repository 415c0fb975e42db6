import { safeAbi, sentinelModule } from '@coffer/safe'
import { type Address, decodeFunctionData, encodeFunctionData, getAddress, type Hex } from 'viem'

export type OwnerSet = { owners: readonly Address[]; threshold: number }

export type OwnerPlanProblem =
  | { code: 'no_owners' }
  | { code: 'duplicate_owner'; owner: Address }
  | { code: 'invalid_owner'; owner: Address }
  | { code: 'threshold_out_of_range'; max: number }
  | { code: 'unchanged' }

/** A call of the Safe on itself (OwnerManager functions are `authorized`). */
export type OwnerCall = { to: Address; value: 0n; data: Hex; operation: 0 }

// The owners list is a linked list with the same sentinel as the modules list.
const sentinelOwner = sentinelModule

export function checkOwnerSet(safe: Address, next: OwnerSet): OwnerPlanProblem | undefined {
  if (next.owners.length === 0) return { code: 'no_owners' }
  const seen = new Set<string>()
  for (const owner of next.owners) {
    if (BigInt(owner) <= 1n || owner.toLowerCase() === safe.toLowerCase())
      return { code: 'invalid_owner', owner }
    if (seen.has(owner.toLowerCase())) return { code: 'duplicate_owner', owner }
    seen.add(owner.toLowerCase())
  }
  if (!Number.isInteger(next.threshold) || next.threshold < 1 || next.threshold > next.owners.length)
    return { code: 'threshold_out_of_range', max: next.owners.length }
  return undefined
}

/**
 * The OwnerManager calls that turn the Safe's owners into `next`: swaps first (the list never shrinks
 * below the threshold), then additions, then removals, then the threshold. Each call names the owner
 * before its target as the list is at that point, and keeps the threshold reachable on the way.
 */
export function planOwnerChanges(
  safe: Address,
  current: OwnerSet,
  next: OwnerSet,
): { ok: true; calls: OwnerCall[] } | { ok: false; problem: OwnerPlanProblem } {
  const problem = checkOwnerSet(safe, next)
  if (problem) return { ok: false, problem }
  const list = current.owners.map((owner) => getAddress(owner))
  const target = next.owners.map((owner) => getAddress(owner))
  const removed = list.filter((owner) => !target.includes(owner))
  const added = target.filter((owner) => !list.includes(owner))
  let threshold = current.threshold
  const calls: OwnerCall[] = []
  const call = (data: Hex) => calls.push({ to: safe, value: 0n, data, operation: 0 })
  const prevOf = (owner: Address): Address => {
    const index = list.indexOf(owner)
    return index <= 0 ? sentinelOwner : (list[index - 1] as Address)
  }

  const swaps = Math.min(removed.length, added.length)
  for (let index = 0; index < swaps; index++) {
    const oldOwner = removed[index] as Address
    const newOwner = added[index] as Address
    call(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'swapOwner',
        args: [prevOf(oldOwner), oldOwner, newOwner],
      }),
    )
    list[list.indexOf(oldOwner)] = newOwner
  }
  for (const owner of added.slice(swaps)) {
    call(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'addOwnerWithThreshold',
        args: [owner, BigInt(threshold)],
      }),
    )
    // addOwner puts the new owner at the head of the list.
    list.unshift(owner)
  }
  for (const owner of removed.slice(swaps)) {
    threshold = Math.min(threshold, list.length - 1)
    call(
      encodeFunctionData({
        abi: safeAbi,
        functionName: 'removeOwner',
        args: [prevOf(owner), owner, BigInt(threshold)],
      }),
    )
    list.splice(list.indexOf(owner), 1)
  }
  if (threshold !== next.threshold) {
    call(
      encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [BigInt(next.threshold)] }),
    )
  }
  if (calls.length === 0) return { ok: false, problem: { code: 'unchanged' } }
  return { ok: true, calls }
}

/**
 * What a proposal's OwnerManager calls do to `current`, for showing a queued recovery in words; undefined
 * when a call is not one of the four (the card then shows the raw call).
 */
export function applyOwnerCalls(current: OwnerSet, calls: readonly { data: Hex }[]): OwnerSet | undefined {
  const list = current.owners.map((owner) => getAddress(owner))
  let threshold = current.threshold
  for (const { data } of calls) {
    let decoded: ReturnType<typeof decodeOwnerCall>
    try {
      decoded = decodeOwnerCall(data)
    } catch {
      return undefined
    }
    if (!decoded) return undefined
    switch (decoded.functionName) {
      case 'addOwnerWithThreshold':
        list.unshift(getAddress(decoded.args[0]))
        threshold = Number(decoded.args[1])
        break
      case 'removeOwner':
        list.splice(list.indexOf(getAddress(decoded.args[1])), 1)
        threshold = Number(decoded.args[2])
        break
      case 'swapOwner':
        list[list.indexOf(getAddress(decoded.args[1]))] = getAddress(decoded.args[2])
        break
      case 'changeThreshold':
        threshold = Number(decoded.args[0])
        break
    }
  }
  return { owners: list, threshold }
}

function decodeOwnerCall(data: Hex) {
  const decoded = decodeFunctionData({ abi: safeAbi, data })
  switch (decoded.functionName) {
    case 'addOwnerWithThreshold':
    case 'removeOwner':
    case 'swapOwner':
    case 'changeThreshold':
      return decoded
    default:
      return undefined
  }
}
