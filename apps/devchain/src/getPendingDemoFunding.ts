import { DEMO_FUNDING } from './demoDeployment.ts'

/** One transfer of the demo Safe's initial holdings, sent once by seeding. */
export type DemoFundingKind = 'ether' | 'tokens' | 'nft'

/** What the demo Safe holds on chain, read just before a funding step decides whether to run. */
export type DemoSafeHoldings = {
  /** The Safe's own nonce: how many Safe transactions it has executed. */
  safeNonce: bigint
  ether: bigint
  /** Its CDT balance. */
  tokens: bigint
  /** How many CNFT exist at all (the NFT has no minting history to read, but its supply only moves through mints and burns). */
  nftSupply: bigint
}

/**
 * The funding transfers that have not happened yet, in the order seeding sends them.
 *
 * Pure, so the rule is written down once: until the Safe executes its first transaction nothing can
 * take ETH, CDT or CNFT out of it (every way out — transfer, approve, burn, a module — needs a Safe
 * transaction), so a holding below the seeded amount means that transfer was never sent. Once the
 * Safe has executed anything, seeding had long finished (startDevchain returns only after it) and
 * people may have spent the funds: nothing is sent again.
 */
export function getPendingDemoFunding(holdings: DemoSafeHoldings): DemoFundingKind[] {
  if (holdings.safeNonce > 0n) return []
  const pending: DemoFundingKind[] = []
  if (holdings.ether < DEMO_FUNDING.ether) pending.push('ether')
  if (holdings.tokens < DEMO_FUNDING.tokens) pending.push('tokens')
  // Seeding mints CNFT #0, the collection's first token; any supply at all means that mint happened.
  if (holdings.nftSupply === 0n) pending.push('nft')
  return pending
}
