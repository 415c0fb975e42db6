import { createTestSafe } from '@coffer/devchain/testing'
import type { Account, Address } from 'viem'

export type OwnerSafes = {
  /** The three owners, threshold 2. */
  safe: Address
  /** The 1-of-1 Safe of the inner owner, an owner of `outerSafe`. */
  innerSafe: Address
  /** The first owner and `innerSafe`, at `outerThreshold`. */
  outerSafe: Address
}

/**
 * The Safes the database tests of proposals, messages and delegates sign for: a plain multisig, and a Safe that a
 * Safe co-owns (for contract signatures).
 */
export async function createOwnerSafes(
  rpcUrl: string,
  accounts: {
    sender: Account
    owners: readonly [Account, Account, Account]
    innerOwner: Account
    outerThreshold: 1 | 2
  },
): Promise<OwnerSafes> {
  const { sender, owners, innerOwner, outerThreshold } = accounts
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
