import { randomBytes } from 'node:crypto'
import { decodeJwt, errors, jwtVerify, SignJWT } from 'jose'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'

const issuer = 'coffer'

export type Session = { signerAddress: Address; chainId: string }

/** A verified token: its session, the id it can be revoked by (`jti`) and when it expires (unix ms). */
export type SessionToken = Session & { tokenId: string; expiresAt: number }

/**
 * Signs the session JWT (HS256) with CGW's claim names, plus a random `jti` by which logout revokes
 * this one token (the revocation list is keyed by it).
 */
export async function signSessionToken(
  key: Uint8Array,
  {
    signerAddress,
    chainId,
    issuedAt,
    notBefore,
    expiresAt,
  }: Session & { issuedAt: number; notBefore: number | undefined; expiresAt: number },
): Promise<string> {
  const seconds = (ms: number) => Math.floor(ms / 1000)
  const jwt = new SignJWT({ chain_id: chainId, signer_address: signerAddress, auth_method: 'siwe' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .setJti(randomBytes(16).toString('hex'))
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
  if (notBefore !== undefined) jwt.setNotBefore(seconds(notBefore))
  return jwt.sign(key)
}

const ClaimsSchema = z.object({
  // Tokens signed before logout could revoke them have no jti: they are refused, and their holders sign in again.
  jti: z.string().regex(/^[0-9a-f]{32}$/),
  exp: z.number().int(),
  chain_id: z.string().regex(/^\d+$/),
  signer_address: z.string().refine((value) => isAddress(value, { strict: false })),
})

/**
 * The session in a token, or undefined when the token is missing, forged, expired, not yet valid or
 * malformed. Whether it was revoked is the caller's question (auth.service `getSession`).
 */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<SessionToken | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    })
    const claims = ClaimsSchema.safeParse(payload)
    if (!claims.success) return undefined
    return {
      signerAddress: getAddress(claims.data.signer_address),
      chainId: claims.data.chain_id,
      tokenId: claims.data.jti,
      expiresAt: claims.data.exp * 1000,
    }
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}

/**
 * Like `verifySessionToken`, but a token whose `nbf` is still ahead counts too: logging out before a
 * session starts must still end it. Undefined for anything not genuinely ours or already expired.
 */
export async function verifyRevocableSessionToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<SessionToken | undefined> {
  let notBefore: number | undefined
  try {
    notBefore = decodeJwt(token).nbf
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
  // Checking as of the start time is safe: a token that has expired by then expired before it began.
  const checkedAt = typeof notBefore === 'number' ? Math.max(now, notBefore * 1000) : now
  return verifySessionToken(key, token, checkedAt)
}
