import type { SafeMessageStatus } from '../../../safe-message/api/SafeMessageSchema.ts'

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * What the connected wallet can do with a message now. Confirm: an owner who has not signed, while
 * confirmations are missing, and only a message that matches its hash (the dialog would refuse it anyway).
 */
export function messageActions({
  status,
  verified,
  wallet,
  owners,
  signers,
}: {
  status: SafeMessageStatus
  verified: boolean
  wallet: string | undefined
  owners: readonly string[]
  signers: readonly string[]
}): { confirm: boolean } {
  const isOwner = wallet !== undefined && owners.some((owner) => same(owner, wallet))
  const hasSigned = wallet !== undefined && signers.some((signer) => same(signer, wallet))
  return { confirm: verified && isOwner && !hasSigned && status === 'NEEDS_CONFIRMATION' }
}
