import { z } from 'zod'

/** The Safe App summary a transaction carries when an app proposed it (gateway-contract.md §4.5). */
export const SafeAppInfoSchema = z.object({
  name: z.string(),
  url: z.string(),
  logoUri: z.string().nullable(),
})
export type SafeAppInfo = z.infer<typeof SafeAppInfoSchema>

/** CGW `SafeApp` (gateway-contract.md §11.1). */
export const SafeAppDataSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  iconUrl: z.string().nullable(),
  description: z.string(),
  chainIds: z.array(z.string()),
  provider: z.object({ url: z.string(), name: z.string() }).nullable(),
  accessControl: z.discriminatedUnion('type', [
    z.object({ type: z.literal('NO_RESTRICTIONS'), value: z.null() }),
    z.object({ type: z.literal('DOMAIN_ALLOWLIST'), value: z.array(z.string()).nullable() }),
    z.object({ type: z.literal('UNKNOWN'), value: z.null() }),
  ]),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  developerWebsite: z.string().nullable(),
  socialProfiles: z.array(
    z.object({ platform: z.enum(['TWITTER', 'GITHUB', 'DISCORD', 'TELEGRAM', 'UNKNOWN']), url: z.string() }),
  ),
  featured: z.boolean(),
})
export type SafeAppData = z.infer<typeof SafeAppDataSchema>

const UrlQuerySchema = z.string().max(2000)

/**
 * `url` keeps the app with that URL. CGW reads the client's URL as `clientUrl`, while the official SDK
 * sends `client_url`: both are accepted, `clientUrl` first.
 */
export const SafeAppsQuerySchema = z.object({
  url: UrlQuerySchema.optional().describe('Only the app with this URL'),
  clientUrl: UrlQuerySchema.optional().describe(
    "The web app's URL: apps restricted to other domains are left out",
  ),
  client_url: UrlQuerySchema.optional().describe('`clientUrl` as the official SDK spells it'),
})

export const SafeAppsResponseSchema = z.array(SafeAppDataSchema)
