import { z } from 'zod'
import { CursorQuerySchema, pageSchema } from '../../http/paging.ts'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { AddressSchema } from '../contracts/contracts.schema.ts'
import { SignatureSchema } from '../proposals/proposals.schema.ts'

export const DelegatesParamsSchema = ChainIdParamsSchema

/** At least one filter is required (gateway-contract.md §10.1); CGW's message, verbatim. */
export const DelegatesQuerySchema = CursorQuerySchema.extend({
  safe: AddressSchema.optional(),
  delegate: AddressSchema.optional(),
  delegator: AddressSchema.optional(),
  // No stored label holds a NUL, and PostgreSQL refuses one in a query.
  label: z
    .string()
    .max(50)
    .refine((label) => !label.includes('\u0000'), { message: 'Invalid label' })
    .optional(),
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
export type DelegatePage = z.infer<typeof DelegatePageSchema>

/** The longest label the transaction service keeps, counted in characters as Python (and PostgreSQL) count them. */
export const maxLabelCharacters = 50

/**
 * The transaction service trims a label and refuses a blank one or one over 50 characters. Counted in code
 * points, not UTF-16 units, so an emoji is one character, as in the column it is written to.
 */
const LabelSchema = z
  .string()
  .trim()
  .refine((label) => label.length > 0, { message: 'The label may not be blank' })
  .refine((label) => [...label].length <= maxLabelCharacters, {
    message: `The label has at most ${maxLabelCharacters} characters`,
  })

/**
 * One signature: 65 bytes for an owner's key, more for a contract owner's EIP-1271 signature (its dynamic
 * part). 4 KB of hex holds a contract signature of dozens of nested owners; nothing real comes close.
 */
const DelegateSignatureSchema = SignatureSchema.refine((value) => value.length <= 2 + 4096 * 2, {
  message: 'The signature is longer than 4096 bytes',
})

/** POST /v{1,2}/chains/{chainId}/delegates: CGW's `CreateDelegateDto` (gateway-contract.md §10.2). */
export const AddDelegateBodySchema = z.object({
  safe: AddressSchema.nullish().transform((value) => value ?? null),
  delegate: AddressSchema,
  delegator: AddressSchema,
  signature: DelegateSignatureSchema,
  label: LabelSchema,
})
export type AddDelegateBody = z.infer<typeof AddDelegateBodySchema>

export const DelegateAddressParamsSchema = ChainIdParamsSchema.extend({ delegateAddress: AddressSchema })

/** DELETE /v2/chains/{chainId}/delegates/{delegateAddress}: CGW's `DeleteDelegateV2Dto` (§10.3), its message verbatim. */
export const RemoveDelegateBodySchema = z
  .object({
    delegator: AddressSchema.nullish().transform((value) => value ?? null),
    safe: AddressSchema.nullish().transform((value) => value ?? null),
    signature: DelegateSignatureSchema,
  })
  .refine((body) => body.delegator !== null || body.safe !== null, {
    message: "At least one of the fields 'safe' or 'delegator' is required",
  })
export type RemoveDelegateBody = z.infer<typeof RemoveDelegateBodySchema>

/** DELETE /v1/chains/{chainId}/delegates/{delegateAddress}: CGW's `DeleteDelegateDto` (§10.4). */
export const RemoveDelegateV1BodySchema = z.object({
  delegate: AddressSchema,
  delegator: AddressSchema,
  signature: DelegateSignatureSchema,
})
export type RemoveDelegateV1Body = z.infer<typeof RemoveDelegateV1BodySchema>

export const SafeDelegateParamsSchema = DelegateAddressParamsSchema.extend({ safeAddress: AddressSchema })

/** DELETE /v1/chains/{chainId}/safes/{safeAddress}/delegates/{delegateAddress}: CGW's `DeleteSafeDelegateDto`. */
export const RemoveSafeDelegateV1BodySchema = z.object({
  delegate: AddressSchema,
  safe: AddressSchema,
  signature: DelegateSignatureSchema,
})
export type RemoveSafeDelegateV1Body = z.infer<typeof RemoveSafeDelegateV1BodySchema>
