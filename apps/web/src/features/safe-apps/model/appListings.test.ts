import { describe, expect, it } from 'vitest'
import { SafeAppSchema } from '../../../gateway/SafeAppSchema.ts'
import { collectTags, filterApps, toAppListings } from './appListings.ts'

const catalogApp = (id: number, url: string, name: string, tags: string[], featured = false) =>
  SafeAppSchema.parse({
    id,
    url,
    name,
    iconUrl: null,
    description: `${name} for your Safe`,
    chainIds: ['31337'],
    provider: null,
    accessControl: { type: 'NO_RESTRICTIONS', value: null },
    tags,
    features: [],
    developerWebsite: null,
    socialProfiles: [],
    featured,
  })

const catalog = [
  catalogApp(1, 'http://127.0.0.1:8081/tx-builder/', 'Transaction Builder', ['Infrastructure'], true),
  catalogApp(2, 'http://127.0.0.1:8081/wagmi-dapp', 'Wagmi Dapp', ['DeFi', 'Example']),
  catalogApp(3, 'https://app.uniswap.org', 'Uniswap', ['DeFi']),
]
const allowed = ['http://127.0.0.1:8081', 'https://apps.example.org']

describe('toAppListings', () => {
  it('lists the frameable catalog apps, then custom ones, and counts what it hides', () => {
    const { listings, hidden } = toAppListings(
      catalog,
      [
        { url: 'https://apps.example.org/mine', name: 'Mine', description: 'My app', iconUrl: null },
        // Already in the catalog: listed once, as the catalog's.
        { url: 'http://127.0.0.1:8081/tx-builder', name: 'Copy', description: '', iconUrl: null },
      ],
      allowed,
    )
    expect(listings.map((listing) => [listing.name, listing.url, listing.source])).toEqual([
      ['Transaction Builder', 'http://127.0.0.1:8081/tx-builder', 'catalog'],
      ['Wagmi Dapp', 'http://127.0.0.1:8081/wagmi-dapp', 'catalog'],
      ['Mine', 'https://apps.example.org/mine', 'custom'],
    ])
    expect(hidden).toBe(1)
    expect(collectTags(listings)).toEqual(['DeFi', 'Example', 'Infrastructure'])
  })
})

describe('filterApps', () => {
  const { listings } = toAppListings(catalog, [], allowed)
  const names = (filter: Parameters<typeof filterApps>[1], bookmarks = new Set<string>()) =>
    filterApps(listings, filter, bookmarks).map((listing) => listing.name)

  it('searches every word in name, description and tags, in any case', () => {
    expect(names({ query: '', tags: [], bookmarkedOnly: false })).toEqual([
      'Transaction Builder',
      'Wagmi Dapp',
    ])
    expect(names({ query: 'BUILDER', tags: [], bookmarkedOnly: false })).toEqual(['Transaction Builder'])
    expect(names({ query: 'safe defi', tags: [], bookmarkedOnly: false })).toEqual(['Wagmi Dapp'])
    expect(names({ query: 'nothing like it', tags: [], bookmarkedOnly: false })).toEqual([])
  })

  it('narrows to chosen tags and to bookmarks', () => {
    expect(names({ query: '', tags: ['Infrastructure', 'Example'], bookmarkedOnly: false })).toEqual([
      'Transaction Builder',
      'Wagmi Dapp',
    ])
    expect(names({ query: '', tags: ['DeFi'], bookmarkedOnly: false })).toEqual(['Wagmi Dapp'])
    expect(
      names({ query: '', tags: [], bookmarkedOnly: true }, new Set(['http://127.0.0.1:8081/tx-builder'])),
    ).toEqual(['Transaction Builder'])
  })
})
