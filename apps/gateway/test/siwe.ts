import type { FastifyInstance } from 'fastify'
import { type Address, type Hex, hashMessage, type LocalAccount } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { expect } from 'vitest'

type SiweOverrides = Partial<Parameters<typeof createSiweMessage>[0]>

/** A SIWE message as the web app would build it on `origin`, with every field overridable. */
export function buildSiweMessage(
  {
    address,
    nonce,
    origin,
    chainId = 31337,
  }: { address: Address; nonce: string; origin: string; chainId?: number },
  overrides: SiweOverrides = {},
): string {
  const now = Date.now()
  return createSiweMessage({
    address,
    chainId,
    domain: new URL(origin).host,
    nonce,
    uri: origin,
    version: '1',
    issuedAt: new Date(now),
    expirationTime: new Date(now + 60 * 60 * 1000),
    statement: 'Sign in to Coffer',
    ...overrides,
  })
}

/** Signs `account` in to a test app through the SIWE routes (nonce, message on `origin`, verify): its `access_token`. */
export async function signInWithEthereum(
  app: FastifyInstance,
  { account, origin }: { account: LocalAccount; origin: string },
): Promise<string> {
  const nonce = (await app.inject({ method: 'GET', url: '/v1/auth/nonce' })).json().nonce
  const message = buildSiweMessage({ address: account.address, nonce, origin })
  const res = await app.inject({
    method: 'POST',
    url: '/v1/auth/verify',
    payload: { message, signature: await account.signMessage({ message }) },
  })
  expect(res.statusCode).toBe(200)
  const token = String(res.headers['set-cookie']).split(';')[0]?.split('=')[1]
  if (!token) throw new Error('no access_token cookie')
  return token
}

/**
 * A Safe's EIP-1271 signature over a SIWE message: each owner signs the EIP-712 SafeMessage whose
 * `message` is the EIP-191 hash of the text (what CompatibilityFallbackHandler checks for
 * `isValidSignature(bytes32, bytes)`); signatures are concatenated in ascending owner order.
 */
export async function signSiweAsSafe({
  safe,
  chainId,
  owners,
  message,
}: {
  safe: Address
  chainId: number
  owners: LocalAccount[]
  message: string
}): Promise<Hex> {
  const sorted = [...owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  const signatures: Hex[] = []
  for (const owner of sorted) {
    if (!owner.signTypedData) throw new Error('owner cannot sign typed data')
    signatures.push(
      await owner.signTypedData({
        domain: { chainId, verifyingContract: safe },
        types: { SafeMessage: [{ name: 'message', type: 'bytes' }] },
        primaryType: 'SafeMessage',
        message: { message: hashMessage(message) },
      }),
    )
  }
  return `0x${signatures.map((signature) => signature.slice(2)).join('')}`
}
