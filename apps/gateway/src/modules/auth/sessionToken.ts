import { errors, jwtVerify, SignJWT } from 'jose'
import { type Address, getAddress, isAddress } from 'viem'
import { z } from 'zod'

const issuer = 'coffer'

export type Session = { signerAddress: Address; chainId: string }

/** Signs the session JWT (HS256) with CGW's claim names. */
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
    .setIssuedAt(seconds(issuedAt))
    .setExpirationTime(seconds(expiresAt))
  if (notBefore !== undefined) jwt.setNotBefore(seconds(notBefore))
  return jwt.sign(key)
}

const ClaimsSchema = z.object({
  chain_id: z.string().regex(/^\d+$/),
  signer_address: z.string().refine((value) => isAddress(value, { strict: false })),
})

/** The session in a token, or undefined when the token is missing, forged, expired or malformed. */
export async function verifySessionToken(
  key: Uint8Array,
  token: string,
  now: number,
): Promise<Session | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer,
      algorithms: ['HS256'],
      currentDate: new Date(now),
    })
    const claims = ClaimsSchema.safeParse(payload)
    if (!claims.success) return undefined
    return { signerAddress: getAddress(claims.data.signer_address), chainId: claims.data.chain_id }
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined
    throw error
  }
}
