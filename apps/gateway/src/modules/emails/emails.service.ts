import { randomUUID } from 'node:crypto'
import { type Address, getAddress, isAddressEqual } from 'viem'
import type { Deps } from '../../deps.ts'
import { ForbiddenError } from '../../errors.ts'
import { readSafeOnChain } from '../../safe-chain/readSafeOnChain.ts'
import { getChainRuntime } from '../chains/getChainRuntime.ts'
import type { Db } from '../delivery/delivery.types.ts'
import { enqueueAlert } from '../delivery/index.ts'
import { authorizeSigner, type EmailAuth } from './emailAuth.ts'
import { type EmailCategory, emailCategories, isEmailCategory } from './emailCategories.ts'
import { EmailDisabledError, EmailRequestError } from './emailErrors.ts'
import {
  deleteEmail,
  type EmailKey,
  findEmail,
  findEmailByToken,
  findOptOuts,
  insertEmail,
  markVerified,
  optIn,
  optOut,
  replaceEmailAddress,
  storeCode,
  takeCodeTry,
} from './emails.repository.ts'
import type {
  EmailCategories,
  RegisterEmailBody,
  SetEmailCategoriesBody,
  SignerEmailParams,
} from './emails.schema.ts'
import {
  codeLifetimeMs,
  hashVerificationCode,
  maxCodeAttempts,
  newVerificationCode,
  resendLockMs,
  verificationCodeMatches,
} from './verificationCode.ts'

type EmailDeps = Pick<Deps, 'config' | 'db' | 'chains' | 'sessionKey' | 'now' | 'changes'>

/** Email is on when the gateway has an SMTP server to send through (its own, or the local mail catcher). */
export function isEmailEnabled(deps: Pick<Deps, 'config'>): boolean {
  return deps.config.smtpUrl !== null
}

function expectEmailEnabled(deps: Pick<Deps, 'config'>): void {
  if (!isEmailEnabled(deps)) throw new EmailDisabledError()
}

/** The path's chain (404 if not configured) and the row key of the path's Safe and signer. */
function resolveKey(deps: EmailDeps, params: { chainId: string; safeAddress: string; signer: string }) {
  const chain = getChainRuntime(deps, params.chainId)
  const key: EmailKey = {
    chainId: chain.config.chainId,
    safe: getAddress(params.safeAddress),
    signer: getAddress(params.signer),
  }
  return { chain, key }
}

/**
 * Makes a fresh code and writes its email to the outbox, in the caller's transaction, so the email is
 * sent if and only if the code was stored. False when the resend lock holds.
 */
async function issueCode(
  deps: EmailDeps,
  trx: Db,
  { id, key, now, lockMs = resendLockMs }: { id: number; key: EmailKey; now: number; lockMs?: number },
): Promise<boolean> {
  const code = newVerificationCode()
  const stored = await storeCode(trx, {
    id,
    codeHash: hashVerificationCode(deps.sessionKey, id, code),
    now,
    lifetimeMs: codeLifetimeMs,
    lockMs,
  })
  if (!stored) return false
  await enqueueAlert(
    trx,
    {
      chainId: key.chainId,
      safe: key.safe,
      payload: { type: 'EMAIL_VERIFICATION', code, expiresAt: now + codeLifetimeMs },
      blockNumber: null,
      recipient: { channel: 'email', recipient: String(id) },
    },
    now,
  )
  return true
}

/**
 * Wakes the delivery worker (here, and on PostgreSQL every replica's) for a code just committed to the
 * outbox, instead of leaving it to the next poll. No kind: nothing a reader of the Safe sees changed.
 */
async function wakeDelivery(deps: EmailDeps, key: EmailKey): Promise<void> {
  await deps.changes.publish([{ chainId: key.chainId, safe: key.safe, kinds: [] }])
}

/**
 * POST …/emails: signed by `signer`, a current owner of the Safe (read from the node, not the index),
 * stored unverified with its first code emailed; the answer comes after the commit.
 */
export async function registerEmail(
  deps: EmailDeps,
  {
    params,
    body,
    auth,
  }: { params: { chainId: string; safeAddress: string }; body: RegisterEmailBody; auth: EmailAuth },
): Promise<void> {
  expectEmailEnabled(deps)
  const { chain, key } = resolveKey(deps, { ...params, signer: body.signer })
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) =>
      `email-register-${params.chainId}-${params.safeAddress}-${body.emailAddress}-${body.signer}-${timestamp}`,
  })
  const { owners } = await readSafeOnChain(chain, key.safe)
  if (!owners.some((owner) => isAddressEqual(owner, key.signer)))
    throw new ForbiddenError(`${key.signer} is not an owner of Safe ${key.safe}`)
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    const id = await insertEmail(trx, {
      ...key,
      email: body.emailAddress,
      unsubscribeToken: randomUUID(),
      now,
    })
    if (id === undefined)
      throw new EmailRequestError(
        409,
        `${key.signer} already registered an email for this Safe: change it with PUT …/emails/${key.signer}`,
      )
    await issueCode(deps, trx, { id, key, now })
  })
  await wakeDelivery(deps, key)
}

/** PUT …/emails/{signer}: a new address, unverified until its code is entered (CGW answers 202). */
export async function changeEmail(
  deps: EmailDeps,
  { params, emailAddress, auth }: { params: SignerEmailParams; emailAddress: string; auth: EmailAuth },
): Promise<void> {
  expectEmailEnabled(deps)
  const { chain, key } = resolveKey(deps, params)
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) =>
      `email-edit-${params.chainId}-${params.safeAddress}-${emailAddress}-${params.signer}-${timestamp}`,
  })
  const now = deps.now()
  await deps.db.transaction().execute(async (trx) => {
    const row = await findEmail(trx, key)
    if (!row) throw noEmail(key.signer)
    if (row.email === emailAddress)
      throw new EmailRequestError(409, 'Email address matches that of the Safe owner.')
    await replaceEmailAddress(trx, { id: row.id, email: emailAddress, unsubscribeToken: randomUUID(), now })
    // A new address always gets its code at once: the lock is about resends to the same mailbox.
    await issueCode(deps, trx, { id: row.id, key, now, lockMs: 0 })
  })
  await wakeDelivery(deps, key)
}

/**
 * PUT …/emails/{signer}/verify (no signature: knowing the code is the proof). True when verified now;
 * false, which CGW answers 400 with an empty body, for no email, already verified, no code, an expired
 * or dead code, or a wrong one (which counts against the code's five tries).
 */
export async function verifyEmail(
  deps: EmailDeps,
  { params, code }: { params: SignerEmailParams; code: string },
): Promise<boolean> {
  const { key } = resolveKey(deps, params)
  const now = deps.now()
  return deps.db.transaction().execute(async (trx) => {
    const row = await findEmail(trx, key)
    if (!row || row.verified === 1 || row.code_hash === null || row.code_expires_at === null) return false
    if (now >= row.code_expires_at) return false
    // Every try takes one of the code's five before it is compared, atomically: guesses sent in
    // parallel cannot be compared more than five times.
    if (!(await takeCodeTry(trx, { id: row.id, maxAttempts: maxCodeAttempts }))) return false
    if (!/^\d{6}$/.test(code) || !verificationCodeMatches(deps.sessionKey, row.id, code, row.code_hash))
      return false
    return markVerified(trx, { id: row.id, codeHash: row.code_hash, now })
  })
}

/**
 * POST …/emails/{signer}/verify-resend: a new code for an unverified email, at most every 30 s. CGW
 * answers 202 whatever happened, so this never says whether an email exists; nothing to send is a no-op.
 */
export async function resendVerificationCode(deps: EmailDeps, params: SignerEmailParams): Promise<void> {
  if (!isEmailEnabled(deps)) return
  const chain = deps.chains.get(Number(params.chainId))
  if (!chain) return
  const key: EmailKey = {
    chainId: chain.config.chainId,
    safe: getAddress(params.safeAddress),
    signer: getAddress(params.signer),
  }
  const now = deps.now()
  const issued = await deps.db.transaction().execute(async (trx) => {
    const row = await findEmail(trx, key)
    if (!row || row.verified === 1) return false
    return issueCode(deps, trx, { id: row.id, key, now })
  })
  if (issued) await wakeDelivery(deps, key)
}

/** GET …/emails/{signer}: the SDK's `GetEmailResponse`, or 404 with CGW's message. */
export async function getRegisteredEmail(
  deps: EmailDeps,
  { params, auth }: { params: SignerEmailParams; auth: EmailAuth },
): Promise<{ email: string; verified: boolean }> {
  const { chain, key } = resolveKey(deps, params)
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) =>
      `email-retrieval-${params.chainId}-${params.safeAddress}-${params.signer}-${timestamp}`,
  })
  const row = await findEmail(deps.db, key)
  if (!row) throw noEmail(key.signer)
  return { email: row.email, verified: row.verified === 1 }
}

/** DELETE …/emails/{signer}: gone with its categories before the answer; 204 also when there was none. */
export async function deleteRegisteredEmail(
  deps: EmailDeps,
  { params, auth }: { params: SignerEmailParams; auth: EmailAuth },
): Promise<void> {
  const { chain, key } = resolveKey(deps, params)
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) => `email-delete-${params.chainId}-${params.safeAddress}-${params.signer}-${timestamp}`,
  })
  await deps.db.transaction().execute((trx) => deleteEmail(trx, key))
}

/** Our route for the web Settings: every category and whether this email receives it. */
export async function getEmailCategories(
  deps: EmailDeps,
  { params, auth }: { params: SignerEmailParams; auth: EmailAuth },
): Promise<EmailCategories> {
  const { chain, key } = resolveKey(deps, params)
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) =>
      `email-retrieval-${params.chainId}-${params.safeAddress}-${params.signer}-${timestamp}`,
  })
  const row = await findEmail(deps.db, key)
  if (!row) throw noEmail(key.signer)
  return toCategories(await findOptOuts(deps.db, row.id))
}

/**
 * Sets which categories the email receives: exactly `enabled`, every other one off. Signed text:
 * `email-categories-{chainId}-{safeAddress}-{signer}-{enabled joined by ","}-{timestamp}`.
 */
export async function setEmailCategories(
  deps: EmailDeps,
  { params, body, auth }: { params: SignerEmailParams; body: SetEmailCategoriesBody; auth: EmailAuth },
): Promise<EmailCategories> {
  const { chain, key } = resolveKey(deps, params)
  await authorizeSigner(deps, chain, {
    auth,
    signer: key.signer,
    text: (timestamp) =>
      `email-categories-${params.chainId}-${params.safeAddress}-${params.signer}-${body.enabled.join(',')}-${timestamp}`,
  })
  const now = deps.now()
  return deps.db.transaction().execute(async (trx) => {
    const row = await findEmail(trx, key)
    if (!row) throw noEmail(key.signer)
    const enabled = new Set<EmailCategory>(body.enabled)
    await optIn(trx, { emailId: row.id, categories: [...enabled] })
    await optOut(trx, { emailId: row.id, categories: emailCategories.filter((c) => !enabled.has(c)), now })
    return toCategories(await findOptOuts(trx, row.id))
  })
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * DELETE /v1/subscriptions?category=&token=: one category off for the email of that token (a link in
 * any alert it received). 200 also for a token that names no email: the link worked, nothing to do.
 */
export async function unsubscribeSingle(
  deps: Pick<Deps, 'db' | 'now'>,
  { category, token }: { category: string; token: string },
): Promise<void> {
  if (!uuidPattern.test(token)) throw new EmailRequestError(400, 'Validation failed (uuid is expected)')
  if (!isEmailCategory(category))
    throw new EmailRequestError(400, `Unknown category "${category}": one of ${emailCategories.join(', ')}`)
  const row = await findEmailByToken(deps.db, token.toLowerCase())
  if (row) await optOut(deps.db, { emailId: row.id, categories: [category], now: deps.now() })
}

/** DELETE /v1/subscriptions/all?token=: every category off; the email stays registered (Settings can turn them on). */
export async function unsubscribeAll(
  deps: Pick<Deps, 'db' | 'now'>,
  { token }: { token: string },
): Promise<void> {
  if (!uuidPattern.test(token)) throw new EmailRequestError(400, 'Validation failed (uuid is expected)')
  const row = await findEmailByToken(deps.db, token.toLowerCase())
  if (row) await optOut(deps.db, { emailId: row.id, categories: emailCategories, now: deps.now() })
}

function toCategories(optOuts: readonly string[]): EmailCategories {
  return { categories: emailCategories.map((key) => ({ key, enabled: !optOuts.includes(key) })) }
}

function noEmail(signer: Address): EmailRequestError {
  return new EmailRequestError(404, `No email address was found for the provided signer ${signer}.`)
}
