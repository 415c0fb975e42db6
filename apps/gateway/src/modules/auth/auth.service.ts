import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { parseSiweMessage, verifySiweMessage } from 'viem/siwe'
import type { Deps } from '../../deps.ts'
import { ForbiddenError, UnauthorizedError, UpstreamError } from '../../errors.ts'
import {
  consumeAuthNonce,
  createAuthNonce,
  isSessionTokenRevoked,
  revokeSessionToken,
} from './auth.repository.ts'
import { checkSiweMessage } from './checkSiweMessage.ts'
import {
  type Session,
  type SessionToken,
  signSessionToken,
  verifyRevocableSessionToken,
  verifySessionToken,
} from './sessionToken.ts'

type AuthDeps = Pick<Deps, 'config' | 'db' | 'chains' | 'sessionKey' | 'now'>

/** A fresh SIWE nonce (128 random bits, hex: alphanumeric as EIP-4361 requires), stored single-use. */
export async function issueAuthNonce(deps: AuthDeps): Promise<{ nonce: string }> {
  const nonce = randomBytes(16).toString('hex')
  await createAuthNonce(deps.db, { nonce, now: deps.now(), ttlMs: deps.config.auth.nonceTtlSeconds * 1000 })
  return { nonce }
}

/**
 * Signs someone in with a SIWE message and its signature, returning the session token and its lifetime.
 * The nonce is burnt first, whatever happens next, so a message can be tried once only.
 * Failures: 401 "Invalid message" | "Invalid nonce" | "Invalid signature"; 403 when the requested
 * validity exceeds the maximum (gateway-contract.md §14.2).
 */
export async function verifyAuth(
  deps: AuthDeps,
  { message, signature }: { message: string; signature: Hex },
): Promise<{ token: string; maxAgeSeconds: number; session: Session }> {
  const now = deps.now()
  const parsed = parseSiweMessage(message)
  const nonceConsumed =
    typeof parsed.nonce === 'string' ? await consumeAuthNonce(deps.db, { nonce: parsed.nonce, now }) : false

  const { maxValiditySeconds, clockSkewSeconds } = deps.config.auth
  const check = checkSiweMessage(parsed, {
    now,
    allowedOrigins: deps.config.allowedOrigins,
    chainIds: new Set(deps.chains.keys()),
    clockSkewMs: clockSkewSeconds * 1000,
    maxValidityMs: maxValiditySeconds * 1000,
  })
  if (!check.ok && check.reason === 'validity_too_long')
    throw new ForbiddenError(`Cannot issue token for longer than ${maxValiditySeconds} seconds`)
  if (!check.ok) throw new UnauthorizedError('Invalid message', { details: check.details })
  if (!nonceConsumed) throw new UnauthorizedError('Invalid nonce')

  const siwe = check.message
  const chain = deps.chains.get(siwe.chainId)
  if (!chain) throw new UnauthorizedError('Invalid message')
  // viem re-validates not-before/expiry against `time` without our clock skew; give it a time inside
  // the window we already accepted.
  const time = new Date(
    Math.min(
      Math.max(now, siwe.notBefore?.getTime() ?? now),
      (siwe.expirationTime?.getTime() ?? Number.POSITIVE_INFINITY) - 1,
    ),
  )
  let valid: boolean
  try {
    // EOA signatures recover locally; contract wallets are asked through EIP-1271 (and ERC-6492).
    valid = await verifySiweMessage(chain.client, {
      message,
      signature,
      address: siwe.address,
      domain: siwe.domain,
      nonce: siwe.nonce,
      time,
    })
  } catch (cause) {
    throw new UpstreamError(`Chain ${siwe.chainId} did not answer the signature check`, { cause })
  }
  if (!valid) throw new UnauthorizedError('Invalid signature')

  const expiresAt = siwe.expirationTime?.getTime() ?? now + maxValiditySeconds * 1000
  const session: Session = { signerAddress: siwe.address, chainId: String(siwe.chainId) }
  const token = await signSessionToken(deps.sessionKey, {
    ...session,
    issuedAt: now,
    notBefore: siwe.notBefore?.getTime(),
    expiresAt,
  })
  return { token, maxAgeSeconds: Math.max(1, Math.floor((expiresAt - now) / 1000)), session }
}

/**
 * The signed-in session behind a cookie value; throws 403 "Forbidden resource" when there is none, or
 * when logout ended it. Every authenticated route goes through here.
 */
export async function getSession(
  deps: Pick<Deps, 'db' | 'sessionKey' | 'now'>,
  token: string | undefined,
): Promise<SessionToken> {
  const session = token ? await verifySessionToken(deps.sessionKey, token, deps.now()) : undefined
  if (!session || (await isSessionTokenRevoked(deps.db, session))) throw new ForbiddenError()
  return session
}

/**
 * Ends the session behind a cookie value for good: its token is revoked in the database (so every
 * replica refuses it) before the answer, even if a copy of the cookie outlives the browser's. A missing,
 * foreign or expired token has nothing to end.
 */
export async function endSession(
  deps: Pick<Deps, 'db' | 'sessionKey' | 'now'>,
  token: string | undefined,
): Promise<void> {
  const now = deps.now()
  const session = token ? await verifyRevocableSessionToken(deps.sessionKey, token, now) : undefined
  if (session)
    await revokeSessionToken(deps.db, { tokenId: session.tokenId, expiresAt: session.expiresAt, now })
}
