import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'

export const signInStatement = 'Sign in to Coffer to manage your Safe accounts.'

// The gateway refuses sessions longer than 24 hours; an hour less leaves room for clock skew.
const validityMs = 23 * 60 * 60 * 1000

/** The EIP-4361 message a wallet signs to open a gateway session. */
export function createSignInMessage({
  address,
  chainId,
  nonce,
  location,
  now = new Date(),
}: {
  address: Address
  chainId: number
  nonce: string
  location: Pick<Location, 'host' | 'origin'>
  now?: Date
}): string {
  return createSiweMessage({
    domain: location.host,
    uri: location.origin,
    address,
    chainId,
    nonce,
    version: '1',
    statement: signInStatement,
    issuedAt: now,
    expirationTime: new Date(now.getTime() + validityMs),
  })
}
