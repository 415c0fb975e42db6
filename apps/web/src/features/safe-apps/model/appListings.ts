import type { SafeApp } from '../../../gateway/SafeAppSchema.ts'
import { findNormalizedAppUrl } from './appUrl.ts'
import type { CustomApp } from './customAppsStore.ts'

/** An app as the Apps page lists it, from the catalog or added by the person. */
export type AppListing = {
  /** Normalized (see normalizeAppUrl): the key of bookmarks and of the open page's `appUrl`. */
  url: string
  origin: string
  name: string
  description: string
  iconUrl: string | null
  tags: string[]
  featured: boolean
  source: 'catalog' | 'custom'
}

/**
 * The catalog's apps this deployment may frame, then the person's own (unless the catalog has them too).
 * `hidden` counts catalog apps on origins this deployment does not allow (a foreign gateway's catalog).
 */
export function toAppListings(
  catalog: readonly SafeApp[],
  custom: readonly CustomApp[],
  allowedOrigins: readonly string[],
): { listings: AppListing[]; hidden: number } {
  const listings: AppListing[] = []
  let hidden = 0
  for (const app of catalog) {
    const url = findNormalizedAppUrl(app.url)
    const origin = url === undefined ? undefined : new URL(url).origin
    if (url === undefined || origin === undefined || !allowedOrigins.includes(origin)) {
      hidden++
      continue
    }
    if (listings.some((listing) => listing.url === url)) continue
    listings.push({
      url,
      origin,
      name: app.name,
      description: app.description,
      iconUrl: app.iconUrl,
      tags: app.tags,
      featured: app.featured,
      source: 'catalog',
    })
  }
  for (const app of custom) {
    if (listings.some((listing) => listing.url === app.url)) continue
    listings.push({ ...app, origin: new URL(app.url).origin, tags: [], featured: false, source: 'custom' })
  }
  return { listings, hidden }
}

/** Every tag of the listed apps, once, alphabetically. */
export function collectTags(listings: readonly AppListing[]): string[] {
  return [...new Set(listings.flatMap((listing) => listing.tags))].sort((a, b) => a.localeCompare(b))
}

export type AppFilter = {
  query: string
  /** Apps with any of these tags; none selected means all. */
  tags: readonly string[]
  bookmarkedOnly: boolean
}

/** The listings a search shows: every word of `query` in the name, description or tags (any case). */
export function filterApps(
  listings: readonly AppListing[],
  filter: AppFilter,
  bookmarks: ReadonlySet<string>,
): AppListing[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean)
  return listings.filter((listing) => {
    if (filter.bookmarkedOnly && !bookmarks.has(listing.url)) return false
    if (filter.tags.length > 0 && !listing.tags.some((tag) => filter.tags.includes(tag))) return false
    const text = `${listing.name} ${listing.description} ${listing.tags.join(' ')}`.toLowerCase()
    return words.every((word) => text.includes(word))
  })
}
