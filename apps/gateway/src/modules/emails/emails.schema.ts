import { isAddress } from 'viem'
import { z } from 'zod'
import { ChainIdParamsSchema } from '../chains/chains.schema.ts'
import { emailCategories } from './emailCategories.ts'

/**
 * An address as the client wrote it. Not normalised here: the signed texts interpolate path and body
 * values exactly as sent (gateway-contract.md §16); the service checksums them for storage.
 */
const RawAddressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), { message: 'Invalid address' })

export const EmailsParamsSchema = ChainIdParamsSchema.extend({ safeAddress: RawAddressSchema })
export const SignerEmailParamsSchema = EmailsParamsSchema.extend({ signer: RawAddressSchema })
export type SignerEmailParams = z.infer<typeof SignerEmailParamsSchema>

/** RFC 5321 caps a path at 254 characters; the signed text holds it verbatim, so it is not rewritten. */
const EmailAddressSchema = z.email({ message: 'Invalid email address' }).max(254)

/** POST …/emails: the SDK's `RegisterEmailRequestBody`. */
export const RegisterEmailBodySchema = z.object({
  emailAddress: EmailAddressSchema,
  signer: RawAddressSchema,
})
export type RegisterEmailBody = z.infer<typeof RegisterEmailBodySchema>

/** PUT …/emails/{signer}: the SDK's `ChangeEmailRequestBody`. */
export const ChangeEmailBodySchema = z.object({ emailAddress: EmailAddressSchema })

/**
 * PUT …/emails/{signer}/verify. Any string up to 16 characters is read (a wrong code is a wrong try,
 * answered 400 with an empty body as CGW); only six digits can match.
 */
export const VerifyEmailBodySchema = z.object({ code: z.string().max(16) })

export const signatureHeaderDescription =
  "EIP-191 personal_sign by the signer of the route's text (below), or absent when the SIWE `access_token` cookie of the signer is sent"

/** Variant A of §16: both headers, or neither (the SIWE cookie). */
// Loose: the other headers (cookies, CORS, content type) stay on the request for the rest of the app.
export const EmailAuthHeadersSchema = z.looseObject({
  'safe-wallet-signature': z
    .string()
    .max(2 + 4096 * 2)
    .optional()
    .describe(signatureHeaderDescription),
  'safe-wallet-signature-timestamp': z
    .string()
    .max(20)
    .optional()
    .describe('Unix milliseconds interpolated in the signed text; refused when 5 minutes old or more'),
})
export type EmailAuthHeaders = z.infer<typeof EmailAuthHeadersSchema>

/** GET …/emails/{signer}: the SDK's `GetEmailResponse`. */
export const RegisteredEmailSchema = z.object({ email: z.string(), verified: z.boolean() })

const CategoryKeySchema = z.enum(emailCategories)

/** Our own route for the web Settings: every category and whether this email receives it. */
export const EmailCategoriesSchema = z.object({
  categories: z.array(z.object({ key: CategoryKeySchema, enabled: z.boolean() })),
})
export type EmailCategories = z.infer<typeof EmailCategoriesSchema>

/** PUT …/emails/{signer}/categories: the categories to receive; every other one is turned off. */
export const SetEmailCategoriesBodySchema = z.object({
  enabled: z.array(CategoryKeySchema).max(emailCategories.length),
})
export type SetEmailCategoriesBody = z.infer<typeof SetEmailCategoriesBodySchema>

/**
 * `?category=&token=`: read as plain strings so that a malformed token gets Nest's 400 "Validation
 * failed (uuid is expected)" as CGW answers, not a 422.
 */
export const UnsubscribeQuerySchema = z.object({
  category: z
    .string()
    .max(64)
    .describe(`One of: ${emailCategories.join(', ')}`),
  token: z
    .string()
    .max(64)
    .describe("The email's unsubscribe token (a UUID), from a link in any alert it received"),
})
export const UnsubscribeAllQuerySchema = z.object({
  token: z.string().max(64).describe("The email's unsubscribe token (a UUID)"),
})
