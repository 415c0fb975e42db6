import { type Address, isAddressEqual } from 'viem'
import type { Delegation } from '../../gateway/getDelegates.ts'

/**
 * What an address may do with a Safe's transactions: an owner proposes and confirms; a delegate of a
 * current owner (for this Safe, or for every Safe of that owner) only proposes; anyone else neither.
 */
export type ProposerRole =
  | { kind: 'owner' }
  | { kind: 'delegate'; delegator: Address; label: string }
  | { kind: 'none' }

/** The gateway's rule (gateway-contract §6.14): a delegation counts while its delegator owns the Safe. */
export function toProposerRole({
  address,
  safe,
  owners,
  delegations,
}: {
  address: Address
  safe: Address
  owners: readonly Address[]
  /** The delegations naming `address` as delegate. */
  delegations: readonly Delegation[]
}): ProposerRole {
  if (owners.some((owner) => isAddressEqual(owner, address))) return { kind: 'owner' }
  const valid = delegations.filter(
    (delegation) =>
      isAddressEqual(delegation.delegate, address) &&
      (delegation.safe === null || isAddressEqual(delegation.safe, safe)) &&
      owners.some((owner) => isAddressEqual(owner, delegation.delegator)),
  )
  // One for this Safe names the delegation people made for it; an all-Safes one is the fallback.
  const chosen = valid.find((delegation) => delegation.safe !== null) ?? valid[0]
  return chosen ? { kind: 'delegate', delegator: chosen.delegator, label: chosen.label } : { kind: 'none' }
}
