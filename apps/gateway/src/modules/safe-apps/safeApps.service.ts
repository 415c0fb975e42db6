import { type GatewayConfig, SafeAppConfigSchema } from '../../config.ts'
import type { Deps } from '../../deps.ts'
import { firstPartySafeApps } from './firstPartySafeApps.ts'
import { createSafeAppCatalog, type SafeAppCatalog } from './safeAppCatalog.ts'
import type { SafeAppData, SafeAppInfo } from './safeApps.schema.ts'

type SafeAppsDeps = Pick<Deps, 'config'>

const catalogs = new WeakMap<GatewayConfig, SafeAppCatalog>()

/** The catalog of a configuration, built on first use: the config's `safeApps`, else the first-party apps. */
export function getSafeAppCatalog(config: GatewayConfig): SafeAppCatalog {
  let catalog = catalogs.get(config)
  if (!catalog) {
    catalog = createSafeAppCatalog({
      apps: config.safeApps ?? firstPartySafeApps.map((app) => SafeAppConfigSchema.parse(app)),
      safeAppsOrigin: config.safeAppsOrigin,
      chainIds: config.chains.map((chain) => chain.chainId),
    })
    catalogs.set(config, catalog)
  }
  return catalog
}

/** `GET /v1/chains/{chainId}/safe-apps`: like CGW, a chain nobody configured simply has no apps. */
export function listSafeApps(
  deps: SafeAppsDeps,
  { chainId, url, clientUrl }: { chainId: string; url?: string | undefined; clientUrl?: string | undefined },
): SafeAppData[] {
  return getSafeAppCatalog(deps.config).list(Number(chainId), { url, clientUrl })
}

/** The app with this id on the chain (listed or not), for a message's `safeAppId`. */
export function findSafeAppById(
  deps: SafeAppsDeps,
  { chainId, id }: { chainId: number; id: number },
): SafeAppData | undefined {
  return getSafeAppCatalog(deps.config).findById(chainId, id)
}

/** A message's or a transaction's app as the wire's `safeAppInfo` (§4.5, §11.1). */
export function toSafeAppInfo(app: SafeAppData): SafeAppInfo {
  return { name: app.name, url: app.url, logoUri: app.iconUrl }
}
