import { z } from 'zod'
import { CursorQuerySchema, pageSchema } from '../../http/paging.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'

export const DelegatesParamsSchema = ChainIdParamsSchema

/** At least one filter is required (gateway-contract.md §10.1); CGW's message, verbatim. */
export const DelegatesQuerySchema = CursorQuerySchema.extend({
  safe: AddressSchema.optional(),
  delegate: AddressSchema.optional(),
  delegator: AddressSchema.optional(),
  label: z.string().max(50).optional(),
}).refine(
  (query) =>
    query.safe !== undefined ||
    query.delegate !== undefined ||
    query.delegator !== undefined ||
    query.label !== undefined,
  { message: 'At least one property is required' },
)
export type DelegatesQuery = z.infer<typeof DelegatesQuerySchema>

export const DelegateSchema = z.object({
  safe: z.string().nullable(),
  delegate: z.string(),
  delegator: z.string(),
  label: z.string(),
})
export type Delegate = z.infer<typeof DelegateSchema>

export const DelegatePageSchema = pageSchema(DelegateSchema)
