import { z } from 'zod'
import { CursorQuerySchema, pageSchema } from '../../http/paging.ts'
import { AddressSchema } from '../safes/safes.schema.ts'

export const CollectiblesQuerySchema = CursorQuerySchema.extend({
  trusted: z.string().optional().describe('true: only collectibles of trusted contracts (default false)'),
  exclude_spam: z.string().optional().describe('Accepted for compatibility (default true)'),
})
export const LegacyCollectiblesQuerySchema = CollectiblesQuerySchema.omit({ cursor: true })

/** gateway-contract.md §7.7. */
export const CollectibleSchema = z.object({
  address: AddressSchema,
  tokenName: z.string(),
  tokenSymbol: z.string(),
  logoUri: z.string(),
  id: z.string().regex(/^\d+$/),
  uri: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  imageUri: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
})
export type Collectible = z.infer<typeof CollectibleSchema>

export const CollectiblePageSchema = pageSchema(CollectibleSchema)
export const CollectiblesSchema = z.array(CollectibleSchema)
