import type { SafeAppConfig } from '../../config.ts'
import type { SafeAppData } from './safeApps.schema.ts'

/** The Safe Apps of every chain, read from the configuration once (gateway-contract.md §11.1). */
export type SafeAppCatalog = {
  /** The listed apps of a chain, as `GET /v1/chains/{chainId}/safe-apps` filters them. */
  list(chainId: number, filters?: SafeAppFilters): SafeAppData[]
  /** Any app of the chain, listed or not, with this URL (a transaction's `origin`). */
  findByUrl(chainId: number, url: string): SafeAppData | undefined
  /** Any app of the chain, listed or not, with this id (a message's `safeAppId`). */
  findById(chainId: number, id: number): SafeAppData | undefined
}

export type SafeAppFilters = {
  /** Only the app with this URL (trailing slashes aside). */
  url?: string | undefined
  /** The web app's URL: apps whose domain allow-list does not hold its origin are left out. */
  clientUrl?: string | undefined
}

type Entry = {
  data: SafeAppData
  chainIds: ReadonlySet<number>
  listed: boolean
  /** Origins allowed to list the app; null = no restriction. */
  allowedClients: ReadonlySet<string> | null
  matchUrl: string
}

export type CreateSafeAppCatalogParameters = {
  apps: readonly SafeAppConfig[]
  /** Paths in `url` and `iconUrl` are on this origin. */
  safeAppsOrigin: string
  /** The configured chains: where an app without `chainIds` is offered. */
  chainIds: readonly number[]
}

export function createSafeAppCatalog({
  apps,
  safeAppsOrigin,
  chainIds: configuredChainIds,
}: CreateSafeAppCatalogParameters): SafeAppCatalog {
  const entries: Entry[] = apps.map((app) => {
    const url = resolveAppUrl(app.url, safeAppsOrigin)
    const chainIds = app.chainIds ?? configuredChainIds
    const allowlist = app.accessControl.type === 'DOMAIN_ALLOWLIST' ? app.accessControl.value : null
    return {
      data: {
        id: app.id,
        url,
        name: app.name,
        iconUrl: app.iconUrl === null ? null : resolveAppUrl(app.iconUrl, safeAppsOrigin),
        description: app.description,
        chainIds: chainIds.map(String),
        provider: app.provider,
        accessControl: allowlist
          ? { type: 'DOMAIN_ALLOWLIST', value: [...allowlist] }
          : { type: 'NO_RESTRICTIONS', value: null },
        tags: [...app.tags],
        features: [...app.features],
        developerWebsite: app.developerWebsite,
        socialProfiles: app.socialProfiles.map((profile) => ({ ...profile })),
        featured: app.featured,
      },
      chainIds: new Set(chainIds),
      listed: app.listed,
      allowedClients: allowlist ? new Set(allowlist) : null,
      matchUrl: normalizeAppUrl(url),
    }
  })
  const onChain = (chainId: number) => entries.filter((entry) => entry.chainIds.has(chainId))

  return {
    list(chainId, { url, clientUrl } = {}) {
      const matchUrl = url === undefined ? undefined : normalizeAppUrl(url)
      const clientOrigin = clientUrl === undefined ? undefined : toOrigin(clientUrl)
      return onChain(chainId)
        .filter((entry) => entry.listed)
        .filter((entry) => matchUrl === undefined || entry.matchUrl === matchUrl)
        .filter(
          (entry) =>
            clientOrigin === undefined ||
            entry.allowedClients === null ||
            entry.allowedClients.has(clientOrigin),
        )
        .map((entry) => entry.data)
    },
    findByUrl(chainId, url) {
      const matchUrl = normalizeAppUrl(url)
      return onChain(chainId).find((entry) => entry.matchUrl === matchUrl)?.data
    },
    findById(chainId, id) {
      return onChain(chainId).find((entry) => entry.data.id === id)?.data
    },
  }
}

/** A path becomes a URL on the Safe Apps origin; either way without a trailing slash. */
export function resolveAppUrl(url: string, safeAppsOrigin: string): string {
  return normalizeAppUrl(url.startsWith('/') ? new URL(url, safeAppsOrigin).href : url)
}

/**
 * The form two URLs of one app share: host lower-cased, no trailing slash, no fragment, so
 * `https://App.example/tool/` names the same app as `https://app.example/tool`.
 */
export function normalizeAppUrl(value: string): string {
  const trimmed = value.trim()
  if (!URL.canParse(trimmed)) return trimmed.replace(/\/+$/, '')
  const url = new URL(trimmed)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${url.search}`
}

function toOrigin(value: string): string {
  const trimmed = value.trim()
  return URL.canParse(trimmed) ? new URL(trimmed).origin : trimmed
}
