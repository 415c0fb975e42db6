import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Deps } from '../../deps.ts'
import { sessionCookieName } from '../auth/index.ts'
import type { EmailAuth } from './emailAuth.ts'
import { emailCategories } from './emailCategories.ts'
import {
  ChangeEmailBodySchema,
  type EmailAuthHeaders,
  EmailAuthHeadersSchema,
  EmailCategoriesSchema,
  EmailsParamsSchema,
  RegisterEmailBodySchema,
  RegisteredEmailSchema,
  SetEmailCategoriesBodySchema,
  SignerEmailParamsSchema,
  UnsubscribeAllQuerySchema,
  UnsubscribeQuerySchema,
  VerifyEmailBodySchema,
} from './emails.schema.ts'
import {
  changeEmail,
  deleteRegisteredEmail,
  getEmailCategories,
  getRegisteredEmail,
  registerEmail,
  resendVerificationCode,
  setEmailCategories,
  unsubscribeAll,
  unsubscribeSingle,
  verifyEmail,
} from './emails.service.ts'

const tags = ['emails']

/** An email, a signer and a signature: 16 KB is room to spare; anything larger is refused (413) unread. */
const bodyLimit = 16 * 1024

const authText = (text: string) =>
  'Authorised by the signer: the headers `Safe-Wallet-Signature` (EIP-191 personal_sign of the text ' +
  `\`${text}\`, values exactly as in the path and body, \`{timestamp}\` the header ` +
  '`Safe-Wallet-Signature-Timestamp` in unix milliseconds, less than 5 minutes old), or the SIWE ' +
  '`access_token` cookie of the signer. 403 when neither proves it.'
const disabled =
  '403 `{ code: "EMAIL_DISABLED" }` when the gateway has no SMTP server (email is off; chain `features` lack `EMAIL`).'
const categoryList = `Categories: ${emailCategories.join(', ')}.`

/** Email alerts (gateway-contract.md §16, Variant A headers and Variant B cookie), and their categories. */
export function emailsRoutes(app: FastifyInstance, deps: Deps): void {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = (request: FastifyRequest & { headers: EmailAuthHeaders }): EmailAuth => ({
    headers: request.headers,
    sessionToken: request.cookies[sessionCookieName],
  })
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store')

  r.post(
    '/v1/chains/:chainId/safes/:safeAddress/emails',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Register an email for alerts (the SDK’s registerEmail)',
        description:
          `${authText('email-register-{chainId}-{safeAddress}-{emailAddress}-{signer}-{timestamp}')} The ` +
          'signer must own the Safe now (read from the chain; 403 otherwise). Stored unverified, a 6-digit ' +
          'code valid 5 minutes emailed; 201 with an empty body after the commit. 409 when the signer already ' +
          `registered one for this Safe (change it with PUT). ${disabled}`,
        params: EmailsParamsSchema,
        headers: EmailAuthHeadersSchema,
        body: RegisterEmailBodySchema,
        response: { 201: z.undefined() },
      },
    },
    async (request, reply) => {
      await registerEmail(deps, { params: request.params, body: request.body, auth: auth(request) })
      return reply.code(201).send()
    },
  )

  const signerPath = '/v1/chains/:chainId/safes/:safeAddress/emails/:signer'

  r.put(
    signerPath,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Change the email (the SDK’s changeEmail)',
        description:
          `${authText('email-edit-{chainId}-{safeAddress}-{emailAddress}-{signer}-{timestamp}')} The new ` +
          'address is unverified until its emailed code is entered, with a new unsubscribe token and every ' +
          'category on. 202 empty; 404 when the signer has no email here; 409 when it is the same address. ' +
          disabled,
        params: SignerEmailParamsSchema,
        headers: EmailAuthHeadersSchema,
        body: ChangeEmailBodySchema,
        response: { 202: z.undefined() },
      },
    },
    async (request, reply) => {
      await changeEmail(deps, {
        params: request.params,
        emailAddress: request.body.emailAddress,
        auth: auth(request),
      })
      return reply.code(202).send()
    },
  )

  r.get(
    signerPath,
    {
      schema: {
        tags,
        summary: 'The registered email and whether it is verified (the SDK’s getRegisteredEmail)',
        description: `${authText('email-retrieval-{chainId}-{safeAddress}-{signer}-{timestamp}')} 404 when none.`,
        params: SignerEmailParamsSchema,
        headers: EmailAuthHeadersSchema,
        response: { 200: RegisteredEmailSchema },
      },
    },
    async (request, reply) => {
      noStore(reply)
      return getRegisteredEmail(deps, { params: request.params, auth: auth(request) })
    },
  )

  r.delete(
    signerPath,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Delete the email (the SDK’s deleteRegisteredEmail)',
        description: `${authText('email-delete-{chainId}-{safeAddress}-{signer}-{timestamp}')} 204, also when there was none.`,
        params: SignerEmailParamsSchema,
        headers: EmailAuthHeadersSchema,
        response: { 204: z.undefined() },
      },
    },
    async (request, reply) => {
      await deleteRegisteredEmail(deps, { params: request.params, auth: auth(request) })
      return reply.code(204).send()
    },
  )

  r.put(
    `${signerPath}/verify`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Verify the email with its code (the SDK’s verifyEmail)',
        description:
          'No signature: the emailed code is the proof. 204 when verified. 400 with an empty body (as CGW) ' +
          'for a wrong, expired or used code, an email already verified, or none. A code has 5 tries ' +
          '(each counted before it is compared); after 5 wrong ones it is dead until a resend.',
        params: SignerEmailParamsSchema,
        body: VerifyEmailBodySchema,
        response: { 204: z.undefined(), 400: z.undefined() },
      },
    },
    async (request, reply) => {
      const verified = await verifyEmail(deps, { params: request.params, code: request.body.code })
      return reply.code(verified ? 204 : 400).send()
    },
  )

  r.post(
    `${signerPath}/verify-resend`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Email a new code (the SDK’s resendEmailVerificationCode)',
        description:
          'No signature. Always 202 with an empty body, as CGW, so it tells nobody whether an email exists; ' +
          'a new code (the old one dead) goes to an unverified email at most every 30 seconds.',
        params: SignerEmailParamsSchema,
        response: { 202: z.undefined() },
      },
    },
    async (request, reply) => {
      await resendVerificationCode(deps, request.params)
      return reply.code(202).send()
    },
  )

  r.get(
    `${signerPath}/categories`,
    {
      schema: {
        tags,
        summary: 'Which alert categories the email receives (Coffer)',
        description: `${authText('email-retrieval-{chainId}-{safeAddress}-{signer}-{timestamp}')} ${categoryList} 404 when no email.`,
        params: SignerEmailParamsSchema,
        headers: EmailAuthHeadersSchema,
        response: { 200: EmailCategoriesSchema },
      },
    },
    async (request, reply) => {
      noStore(reply)
      return getEmailCategories(deps, { params: request.params, auth: auth(request) })
    },
  )

  r.put(
    `${signerPath}/categories`,
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Choose the alert categories the email receives (Coffer)',
        description:
          `${authText('email-categories-{chainId}-{safeAddress}-{signer}-{enabled}-{timestamp}')} where ` +
          '`{enabled}` is the body’s `enabled` joined by commas, in its order. Exactly those are on, the ' +
          `others off. ${categoryList} 200 with the result; 404 when no email.`,
        params: SignerEmailParamsSchema,
        headers: EmailAuthHeadersSchema,
        body: SetEmailCategoriesBodySchema,
        response: { 200: EmailCategoriesSchema },
      },
    },
    async (request) =>
      setEmailCategories(deps, { params: request.params, body: request.body, auth: auth(request) }),
  )

  r.delete(
    '/v1/subscriptions',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Unsubscribe an email from one category (the SDK’s unsubscribeSingle)',
        description:
          "`token`: the email's unsubscribe UUID, from any alert's link. 200 empty, also for a token of no " +
          `email; 400 for a token that is not a UUID or an unknown category. ${categoryList}`,
        querystring: UnsubscribeQuerySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await unsubscribeSingle(deps, request.query)
      return reply.code(200).send()
    },
  )

  r.delete(
    '/v1/subscriptions/all',
    {
      bodyLimit,
      schema: {
        tags,
        summary: 'Unsubscribe an email from every category (the SDK’s unsubscribeAll)',
        description:
          'The email stays registered with every category off (the owner may turn some on again). 200 ' +
          'empty, also for a token of no email; 400 for a token that is not a UUID.',
        querystring: UnsubscribeAllQuerySchema,
        response: { 200: z.undefined() },
      },
    },
    async (request, reply) => {
      await unsubscribeAll(deps, request.query)
      return reply.code(200).send()
    },
  )
}
