import { getDevAccount } from '@coffer/devchain'
import { createTestSafe } from '@coffer/devchain/testing'
import type { Address } from 'viem'

/**
 * The dev accounts the database tests of proposals, messages and delegates act as: one that pays for the
 * Safes, their three owners, an owner of none, a delegate, and the owner of the Safe that co-owns `outerSafe`.
 */
export const ownerSafeAccounts = {
  deployer: getDevAccount(0),
  owners: [getDevAccount(4), getDevAccount(5), getDevAccount(6)],
  stranger: getDevAccount(7),
  delegate: getDevAccount(8),
  innerOwner: getDevAccount(9),
} as const

export type OwnerSafes = {
  /** The three owners, threshold 2. */
  safe: Address
  /** The 1-of-1 Safe of the inner owner, an owner of `outerSafe`. */
  innerSafe: Address
  /** The first owner and `innerSafe`, at `outerThreshold`. */
  outerSafe: Address
}

/**
 * The Safes the database tests of proposals, messages and delegates sign for, created by `deployer` for
 * `ownerSafeAccounts`: a plain multisig, and a Safe that a Safe co-owns (for contract signatures).
 */
export async function createOwnerSafes(
  rpcUrl: string,
  { outerThreshold }: { outerThreshold: 1 | 2 },
): Promise<OwnerSafes> {
  const { deployer: sender, owners, innerOwner } = ownerSafeAccounts
  const { safe } = await createTestSafe({
    rpcUrl,
    sender,
    owners: owners.map((owner) => owner.address),
    threshold: 2,
  })
  const { safe: innerSafe } = await createTestSafe({
    rpcUrl,
    sender,
    owners: [innerOwner.address],
    threshold: 1,
  })
  const { safe: outerSafe } = await createTestSafe({
    rpcUrl,
    sender,
    owners: [owners[0].address, innerSafe],
    threshold: outerThreshold,
  })
  return { safe, innerSafe, outerSafe }
}
