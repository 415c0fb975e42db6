import { z } from 'zod'

/**
 * Runtime configuration. The gateway serves the built app and replaces the `<!--coffer:config-->`
 * placeholder in index.html with `<meta name="coffer:config" content="{json}">`, so one build runs
 * against any deployment. Each field falls back on its own: a bad origin must not also drop a good
 * WalletConnect project id, and a broken tag must never leave a blank page.
 */
export const defaultSafeAppsOrigin = 'http://127.0.0.1:8081'

export const AppConfigSchema = z.object({
  walletConnectProjectId: z
    .string()
    .trim()
    // An empty id is as good as none: WalletConnect refuses to start without a real one.
    .transform((id) => (id === '' ? null : id))
    .nullable()
    .catch(null),
  safeAppsOrigin: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .catch(defaultSafeAppsOrigin),
  /** Another gateway to read from (e.g. the public Safe Client Gateway); null = the one serving this page. */
  gatewayUrl: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .nullable()
    .catch(null)
    .default(null),
  /** The serving gateway's chain list (GET /v1/chains results), each checked where it is used. */
  chains: z.array(z.unknown()).nullable().catch(null).default(null),
})
export type AppConfig = z.infer<typeof AppConfigSchema>

export const defaultAppConfig: AppConfig = {
  walletConnectProjectId: null,
  safeAppsOrigin: defaultSafeAppsOrigin,
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
