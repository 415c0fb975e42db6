import * as z from 'zod/mini'

const HttpUrlSchema = z.url({ protocol: /^https?$/ })

/**
 * One app of the gateway's Safe Apps catalog (SafeAppData, gateway-contract §11.1). What the Apps page
 * shows and decides by is checked; optional decoration (socials, provider) falls back on its own, so an
 * app with a broken profile link still lists.
 */
export const SafeAppSchema = z.object({
  id: z.number(),
  url: HttpUrlSchema,
  name: z.string().check(z.trim(), z.minLength(1)),
  iconUrl: z.catch(z.nullable(HttpUrlSchema), null),
  description: z.catch(z.string(), ''),
  chainIds: z.catch(z.array(z.string()), []),
  provider: z.catch(z.nullable(z.object({ url: z.string(), name: z.string() })), null),
  accessControl: z.catch(
    z.object({ type: z.string(), value: z.catch(z.nullable(z.array(z.string())), null) }),
    { type: 'UNKNOWN', value: null },
  ),
  tags: z.catch(z.array(z.string()), []),
  features: z.catch(z.array(z.string()), []),
  developerWebsite: z.catch(z.nullable(HttpUrlSchema), null),
  socialProfiles: z.catch(z.array(z.object({ platform: z.string(), url: HttpUrlSchema })), []),
  featured: z.catch(z.boolean(), false),
})
export type SafeApp = z.infer<typeof SafeAppSchema>
