import * as z from 'zod/mini'

/**
 * Runtime configuration. The gateway serves the built app and replaces the `<!--coffer:config-->`
 * placeholder in index.html with `<meta name="coffer:config" content="{json}">`, so one build runs
 * against any deployment. Each field falls back on its own: a bad origin must not also drop a good
 * WalletConnect project id, and a broken tag must never leave a blank page.
 */
export const defaultSafeAppsOrigin = 'http://127.0.0.1:8081'

const HttpUrlSchema = z.url({ protocol: /^https?$/ })

export const AppConfigSchema = z.object({
  walletConnectProjectId: z.catch(
    z.nullable(
      z.pipe(
        z.string().check(z.trim()),
        // An empty id is as good as none: WalletConnect refuses to start without a real one.
        z.transform((id) => (id === '' ? null : id)),
      ),
    ),
    null,
  ),
  safeAppsOrigin: z.catch(
    z.pipe(
      HttpUrlSchema,
      z.transform((url) => new URL(url).origin),
    ),
    defaultSafeAppsOrigin,
  ),
  /**
   * Origins besides the Safe Apps origin whose apps this deployment may frame (COFFER_SAFE_APPS_ALLOWED_ORIGINS).
   * One bad entry is dropped, not the list: the others stay usable.
   */
  safeAppsAllowedOrigins: z._default(
    z.catch(
      z.pipe(
        z.array(z.unknown()),
        z.transform((items) => [
          ...new Set(
            items.flatMap((item) => {
              const url = HttpUrlSchema.safeParse(item)
              return url.success ? [new URL(url.data).origin] : []
            }),
          ),
        ]),
      ),
      [],
    ),
    [],
  ),
  /** Another gateway to read from (e.g. the public Safe Client Gateway); null = the one serving this page. */
  gatewayUrl: z._default(
    z.catch(
      z.nullable(
        z.pipe(
          HttpUrlSchema,
          z.transform((url) => url.replace(/\/+$/, '')),
        ),
      ),
      null,
    ),
    null,
  ),
  /** The serving gateway's chain list (GET /v1/chains results), each checked where it is used. */
  chains: z._default(z.catch(z.nullable(z.array(z.unknown())), null), null),
})
export type AppConfig = z.infer<typeof AppConfigSchema>

export const defaultAppConfig: AppConfig = {
  walletConnectProjectId: null,
  safeAppsOrigin: defaultSafeAppsOrigin,
  safeAppsAllowedOrigins: [],
  gatewayUrl: null,
  chains: null,
}

export const configMetaName = 'coffer:config'

export function parseAppConfig(content: string | null | undefined): AppConfig {
  if (!content) return defaultAppConfig
  let json: unknown
  try {
    json = JSON.parse(content)
  } catch {
    return defaultAppConfig
  }
  const parsed = AppConfigSchema.safeParse(json)
  return parsed.success ? parsed.data : defaultAppConfig
}

export function readAppConfig(doc: Document = document): AppConfig {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${configMetaName}"]`)
  return parseAppConfig(meta?.content)
}
