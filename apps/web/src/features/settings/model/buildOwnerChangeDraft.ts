import { type Address, encodeFunctionData, zeroAddress } from 'viem'
import type { SafeTxDraft } from '../../../safe-tx/safeTxReviewStore.ts'

/** The Safe's owner list is a linked list; this marks its head (OwnerManager.SENTINEL_OWNERS). */
export const sentinelOwner: Address = '0x0000000000000000000000000000000000000001'

// The four OwnerManager functions we call, not @coffer/safe's full ABI (arrays are not tree-shaken).
const ownerManagerAbi = [
  {
    type: 'function',
    name: 'addOwnerWithThreshold',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'owner', type: 'address' },
      { name: '_threshold', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'removeOwner',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'prevOwner', type: 'address' },
      { name: 'owner', type: 'address' },
      { name: '_threshold', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'swapOwner',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'prevOwner', type: 'address' },
      { name: 'oldOwner', type: 'address' },
      { name: 'newOwner', type: 'address' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'changeThreshold',
    stateMutability: 'nonpayable',
    inputs: [{ name: '_threshold', type: 'uint256' }],
    outputs: [],
  },
] as const

export type OwnerChange =
  | { kind: 'add'; owner: Address; threshold: number }
  | { kind: 'remove'; owner: Address; threshold: number }
  | { kind: 'swap'; oldOwner: Address; newOwner: Address }
  | { kind: 'threshold'; threshold: number }

export type OwnerChangeError =
  | { code: 'zero_address' }
  | { code: 'sentinel_address' }
  | { code: 'self_address' }
  | { code: 'already_owner' }
  | { code: 'not_owner' }
  | { code: 'threshold_out_of_range'; max: number }
  | { code: 'unchanged_threshold' }
  /** Removing would leave fewer owners than the threshold: lower it to `suggested` in the same change. */
  | { code: 'below_threshold'; owners: number; suggested: number }
  | { code: 'last_owner' }

export type SafeOwners = { safe: Address; owners: readonly Address[]; threshold: number }

/**
 * The owner before `owner` in the Safe's linked list, which removeOwner and swapOwner must name:
 * the one before it in getOwners() order, or the sentinel for the first.
 */
export function findPrevOwner(owners: readonly Address[], owner: Address): Address | undefined {
  const index = owners.indexOf(owner)
  if (index === -1) return undefined
  return index === 0 ? sentinelOwner : owners[index - 1]
}

function checkNewOwner(safe: SafeOwners, owner: Address): OwnerChangeError | undefined {
  if (owner === zeroAddress) return { code: 'zero_address' }
  if (owner === sentinelOwner) return { code: 'sentinel_address' }
  if (owner === safe.safe) return { code: 'self_address' }
  if (safe.owners.includes(owner)) return { code: 'already_owner' }
  return undefined
}

/** The same checks the Safe contract makes (GS203, GS204, GS201, GS202), in words before anyone signs. */
export function checkOwnerChange(safe: SafeOwners, change: OwnerChange): OwnerChangeError | undefined {
  switch (change.kind) {
    case 'add': {
      const problem = checkNewOwner(safe, change.owner)
      if (problem) return problem
      const max = safe.owners.length + 1
      if (!Number.isInteger(change.threshold) || change.threshold < 1 || change.threshold > max)
        return { code: 'threshold_out_of_range', max }
      return undefined
    }
    case 'remove': {
      if (!safe.owners.includes(change.owner)) return { code: 'not_owner' }
      const remaining = safe.owners.length - 1
      if (remaining === 0) return { code: 'last_owner' }
      if (!Number.isInteger(change.threshold) || change.threshold < 1)
        return { code: 'threshold_out_of_range', max: remaining }
      if (change.threshold > remaining)
        return { code: 'below_threshold', owners: remaining, suggested: remaining }
      return undefined
    }
    case 'swap':
      if (!safe.owners.includes(change.oldOwner)) return { code: 'not_owner' }
      return checkNewOwner(safe, change.newOwner)
    case 'threshold': {
      const max = safe.owners.length
      if (!Number.isInteger(change.threshold) || change.threshold < 1 || change.threshold > max)
        return { code: 'threshold_out_of_range', max }
      if (change.threshold === safe.threshold) return { code: 'unchanged_threshold' }
      return undefined
    }
  }
}

/** A settings change is a call of the Safe on itself (OwnerManager functions are `authorized`). */
export function buildOwnerChangeDraft(
  safe: SafeOwners,
  change: OwnerChange,
): { ok: true; draft: SafeTxDraft } | { ok: false; error: OwnerChangeError } {
  const error = checkOwnerChange(safe, change)
  if (error) return { ok: false, error }
  const call = (data: `0x${string}`): { ok: true; draft: SafeTxDraft } => ({
    ok: true,
    draft: { to: safe.safe, value: 0n, data, operation: 0 },
  })
  switch (change.kind) {
    case 'add':
      return call(
        encodeFunctionData({
          abi: ownerManagerAbi,
          functionName: 'addOwnerWithThreshold',
          args: [change.owner, BigInt(change.threshold)],
        }),
      )
    case 'remove':
      return call(
        encodeFunctionData({
          abi: ownerManagerAbi,
          functionName: 'removeOwner',
          args: [
            findPrevOwner(safe.owners, change.owner) ?? sentinelOwner,
            change.owner,
            BigInt(change.threshold),
          ],
        }),
      )
    case 'swap':
      return call(
        encodeFunctionData({
          abi: ownerManagerAbi,
          functionName: 'swapOwner',
          args: [
            findPrevOwner(safe.owners, change.oldOwner) ?? sentinelOwner,
            change.oldOwner,
            change.newOwner,
          ],
        }),
      )
    case 'threshold':
      return call(
        encodeFunctionData({
          abi: ownerManagerAbi,
          functionName: 'changeThreshold',
          args: [BigInt(change.threshold)],
        }),
      )
  }
}
