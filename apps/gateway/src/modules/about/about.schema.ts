import { z } from 'zod'

/** GET /about: CGW's `About` (name, and version and build number, which it may leave null). */
export const AboutSchema = z.object({
  name: z.string(),
  version: z.string().nullable(),
  buildNumber: z.string().nullable(),
})
export type About = z.infer<typeof AboutSchema>

/** GET /v1/chains/{chainId}/about: CGW's `AboutChain`, every field a string. */
export const ChainAboutSchema = z.object({
  transactionServiceBaseUri: z.string(),
  name: z.string(),
  version: z.string(),
  buildNumber: z.string(),
})
export type ChainAbout = z.infer<typeof ChainAboutSchema>
