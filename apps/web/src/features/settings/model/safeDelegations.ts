import { type Address, isAddressEqual } from 'viem'
import type { Delegation } from '../../../gateway/getDelegates.ts'

/** A delegation as Settings shows it for one Safe. */
export type SafeDelegation = {
  delegate: Address
  delegator: Address
  label: string
  /** `safe`: made for this Safe; `all`: for every Safe of the delegator, this one included. */
  scope: 'safe' | 'all'
  /** A delegation outlives its delegator's ownership, but no longer lets the delegate propose here. */
  delegatorIsOwner: boolean
}

/**
 * The delegations that concern a Safe, from the gateway's lists for the Safe and for each owner: those
 * made for this Safe, and the all-Safes ones of its current owners. Each once, by label.
 */
export function toSafeDelegations({
  safe,
  owners,
  delegations,
}: {
  safe: Address
  owners: readonly Address[]
  delegations: readonly Delegation[]
}): SafeDelegation[] {
  const isOwner = (address: Address) => owners.some((owner) => isAddressEqual(owner, address))
  const seen = new Set<string>()
  const rows: SafeDelegation[] = []
  for (const delegation of delegations) {
    const scope =
      delegation.safe === null ? 'all' : isAddressEqual(delegation.safe, safe) ? 'safe' : undefined
    if (scope === undefined || (scope === 'all' && !isOwner(delegation.delegator))) continue
    const key = `${delegation.delegator}:${delegation.delegate}:${scope}`.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    rows.push({
      delegate: delegation.delegate,
      delegator: delegation.delegator,
      label: delegation.label,
      scope,
      delegatorIsOwner: isOwner(delegation.delegator),
    })
  }
  return rows.sort(
    (a, b) =>
      a.label.localeCompare(b.label) ||
      a.delegate.localeCompare(b.delegate) ||
      a.delegator.localeCompare(b.delegator),
  )
}
