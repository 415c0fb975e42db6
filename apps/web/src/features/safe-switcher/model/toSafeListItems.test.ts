import { describe, expect, it } from 'vitest'
import { SafeOverviewSchema } from '../../../gateway/getSafeOverviews.ts'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { toSafeListItems } from './toSafeListItems.ts'

const local = buildChainInfo()
const mainnet = buildChainInfo({ chainId: '1', chainName: 'Ethereum', shortName: 'eth' })
const safeA = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const safeB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('toSafeListItems', () => {
  it('keeps Safes on known chains, in chain order, with their overview', () => {
    const overview = SafeOverviewSchema.parse({
      address: { value: safeA, name: null, logoUri: null },
      chainId: local.chainId,
      threshold: 2,
      owners: [],
      fiatTotal: '0',
      queued: 1,
      awaitingConfirmation: null,
    })
    const items = toSafeListItems(
      [
        { chainId: '1', address: safeB },
        { chainId: '999', address: safeB },
        { chainId: local.chainId, address: safeA },
      ],
      [overview],
      [local, mainnet],
    )
    expect(items.map((item) => [item.chain.shortName, item.address, item.overview?.queued])).toEqual([
      [local.shortName, safeA, 1],
      ['eth', safeB, undefined],
    ])
  })
})
