import type { Address } from 'viem'
import { useDelegationsOf } from '../gateway/getDelegates.ts'
import { type ProposerRole, toProposerRole } from './model/proposerRole.ts'

/**
 * The connected address's role for a Safe (owner, delegate or none); `pending` while its delegations are
 * still being read. Owners are never asked about: an owner needs no delegation.
 */
export function useProposerRole({
  chainId,
  safe,
  owners,
  address,
}: {
  chainId: string
  safe: Address
  owners: readonly Address[] | undefined
  address: Address | undefined
}): { role: ProposerRole; pending: boolean } {
  const isOwner =
    address !== undefined && (owners?.some((owner) => owner.toLowerCase() === address.toLowerCase()) ?? false)
  const delegations = useDelegationsOf({ chainId, delegate: isOwner ? undefined : address })
  if (address === undefined || owners === undefined)
    return { role: { kind: 'none' }, pending: owners === undefined }
  if (isOwner) return { role: { kind: 'owner' }, pending: false }
  return {
    role: toProposerRole({ address, safe, owners, delegations: delegations.data ?? [] }),
    pending: delegations.isPending,
  }
}
