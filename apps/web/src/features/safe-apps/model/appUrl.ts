import type { AppConfig } from '../../../config/env.ts'

/**
 * The origins this deployment may frame: its own Safe Apps origin and the ones the operator allowed
 * (COFFER_SAFE_APPS_ALLOWED_ORIGINS). The gateway's CSP frames only these too; the host refuses anything
 * else itself, so a lax CSP (a proxy dropping the header) does not open the door.
 */
export function toAllowedAppOrigins(
  config: Pick<AppConfig, 'safeAppsOrigin' | 'safeAppsAllowedOrigins'>,
): string[] {
  return [...new Set([config.safeAppsOrigin, ...config.safeAppsAllowedOrigins])]
}

/**
 * An app's URL in one spelling, so the catalog, bookmarks and the `appUrl` of a link compare equal:
 * no fragment, no trailing slash (Safe{Wallet} trims it too), the query kept.
 */
export function normalizeAppUrl(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '')
  return `${url.origin}${path}${url.search}`
}

export type AppUrlError =
  | { code: 'missing' }
  | { code: 'invalid' }
  /** Not http(s), or with a user name or password in it. */
  | { code: 'not_http' }
  | { code: 'not_allowed'; origin: string }

export type ParsedAppUrl = { url: string; origin: string; manifestUrl: string }

/** Checks an app URL (typed by the person, or a link's `appUrl`) against the frameable origins. */
export function parseAppUrl(
  input: string | undefined,
  allowedOrigins: readonly string[],
): { ok: true; app: ParsedAppUrl } | { ok: false; error: AppUrlError } {
  const text = input?.trim() ?? ''
  if (text === '') return { ok: false, error: { code: 'missing' } }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { ok: false, error: { code: 'invalid' } }
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '')
    return { ok: false, error: { code: 'not_http' } }
  if (!allowedOrigins.includes(url.origin))
    return { ok: false, error: { code: 'not_allowed', origin: url.origin } }
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  return {
    ok: true,
    app: { url: normalizeAppUrl(url), origin: url.origin, manifestUrl: `${base}/manifest.json` },
  }
}

/** `normalizeAppUrl` of a string, or undefined when it is no URL. */
export function findNormalizedAppUrl(input: string): string | undefined {
  try {
    return normalizeAppUrl(new URL(input))
  } catch {
    return undefined
  }
}
