import type { Address } from 'viem'
import * as z from 'zod/mini'
import { GatewayError } from '../../../../gateway/GatewayError.ts'
import { gatewayFetch, readGatewayJson } from '../../../../gateway/gatewayClient.ts'
import type { RegisteredEmail } from '../model/emailSectionState.ts'

/** One owner's email for one Safe: the path of every §16 route. */
export type EmailKey = { chainId: string; safe: Address; signer: Address }

export const emailCategoryKeys = ['awaiting_signature', 'transaction_executed', 'account_recovery'] as const
export type EmailCategoryKey = (typeof emailCategoryKeys)[number]

const RegisteredEmailSchema = z.object({ email: z.string(), verified: z.boolean() })

// A category this app does not know yet (a newer gateway) is kept out of the form, not an error.
const CategoriesSchema = z.object({
  categories: z.array(z.object({ key: z.string(), enabled: z.boolean() })),
})
export type EmailCategoryState = { key: EmailCategoryKey; enabled: boolean }

export const emailQueryKeys = {
  email: ({ chainId, safe, signer }: EmailKey) => ['email-alerts', chainId, safe, signer, 'email'] as const,
  categories: ({ chainId, safe, signer }: EmailKey) =>
    ['email-alerts', chainId, safe, signer, 'categories'] as const,
}

const emailPath = ({ chainId, safe, signer }: EmailKey) =>
  `/v1/chains/${chainId}/safes/${safe}/emails/${signer}`

/** The SIWE cookie proves the signer (Variant B of §16): no wallet prompt for any of these. */
async function send(path: string, method: string, body?: unknown): Promise<Response> {
  return gatewayFetch(path, {
    method,
    credentials: 'include',
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
}

/** An answer without a body: fine when 2xx, a GatewayError (with the gateway's words) otherwise. */
async function expectOk(response: Response): Promise<void> {
  if (!response.ok) await readGatewayJson(response)
}

function parse<T>(schema: z.ZodMiniType<T>, json: unknown, what: string): T {
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    throw new GatewayError(`The gateway described ${what} in an unknown shape`, {
      code: 'invalid_response',
      cause: parsed.error,
    })
  return parsed.data
}

/** The registered email, or null when the owner has none here (404). */
export async function getRegisteredEmail(key: EmailKey): Promise<RegisteredEmail | null> {
  const response = await send(emailPath(key), 'GET')
  if (response.status === 404) return null
  return parse(RegisteredEmailSchema, await readGatewayJson(response), 'the email')
}

/** Registers an unverified email; the gateway emails it a 6-digit code. */
export async function registerEmail(key: EmailKey, emailAddress: string): Promise<void> {
  const { chainId, safe, signer } = key
  await expectOk(await send(`/v1/chains/${chainId}/safes/${safe}/emails`, 'POST', { emailAddress, signer }))
}

/** Replaces the email with a new, unverified one, which gets its own code. */
export async function changeEmail(key: EmailKey, emailAddress: string): Promise<void> {
  await expectOk(await send(emailPath(key), 'PUT', { emailAddress }))
}

/** True when the code verified the email; false for any refused code (CGW's empty 400). */
export async function verifyEmail(key: EmailKey, code: string): Promise<boolean> {
  const response = await send(`${emailPath(key)}/verify`, 'PUT', { code })
  if (response.status === 400) return false
  await expectOk(response)
  return true
}

/** Asks for a new code; the gateway answers 202 whatever happened (at most one every 30 s is sent). */
export async function resendCode(key: EmailKey): Promise<void> {
  await expectOk(await send(`${emailPath(key)}/verify-resend`, 'POST'))
}

export async function deleteEmail(key: EmailKey): Promise<void> {
  await expectOk(await send(emailPath(key), 'DELETE'))
}

function knownCategories(json: unknown): EmailCategoryState[] {
  const { categories } = parse(CategoriesSchema, json, 'the alert categories')
  return emailCategoryKeys.flatMap((key) => {
    const found = categories.find((category) => category.key === key)
    return found ? [{ key, enabled: found.enabled }] : []
  })
}

export async function getEmailCategories(key: EmailKey): Promise<EmailCategoryState[]> {
  return knownCategories(await readGatewayJson(await send(`${emailPath(key)}/categories`, 'GET')))
}

/** Exactly `enabled` on, every other category off; answers the result. */
export async function setEmailCategories(
  key: EmailKey,
  enabled: readonly EmailCategoryKey[],
): Promise<EmailCategoryState[]> {
  return knownCategories(
    await readGatewayJson(await send(`${emailPath(key)}/categories`, 'PUT', { enabled })),
  )
}

/** The gateway refused because it has no mail server: its body's code, in the client's message. */
export function isEmailDisabledError(error: unknown): boolean {
  return (
    error instanceof GatewayError && error.status === 403 && error.shortMessage.includes('EMAIL_DISABLED')
  )
}
