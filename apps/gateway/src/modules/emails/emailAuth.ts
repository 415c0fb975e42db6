import { type Address, isAddressEqual, isHex, recoverMessageAddress } from 'viem'
import type { ChainRuntime, Deps } from '../../deps.ts'
import { ForbiddenError, UpstreamError } from '../../errors.ts'
import { getSession } from '../auth/index.ts'
import type { EmailAuthHeaders } from './emails.schema.ts'

/** A signed request is accepted while its timestamp is younger than this (gateway-contract.md §16). */
export const signatureMaxAgeMs = 5 * 60 * 1000
/** Clocks disagree: a timestamp this far in the future is still the signer's "now". */
const futureSkewMs = 30 * 1000

export type EmailAuth = {
  headers: EmailAuthHeaders
  /** The `access_token` cookie, when sent. */
  sessionToken: string | undefined
}

/**
 * Proves that `signer` asked for this: Variant A (the two `Safe-Wallet-Signature*` headers, a
 * personal_sign of `text(timestamp)`), else Variant B (the signer's SIWE session cookie). Every refusal
 * is a 403 saying what was wrong, as CGW's guard answered.
 */
export async function authorizeSigner(
  deps: Pick<Deps, 'db' | 'sessionKey' | 'now'>,
  chain: ChainRuntime,
  { auth, signer, text }: { auth: EmailAuth; signer: Address; text: (timestamp: string) => string },
): Promise<void> {
  const signature = auth.headers['safe-wallet-signature']
  const timestamp = auth.headers['safe-wallet-signature-timestamp']
  if (signature === undefined && timestamp === undefined) {
    const session = await getSession(deps, auth.sessionToken)
    if (!isAddressEqual(session.signerAddress, signer))
      throw new ForbiddenError('The signed-in account is not the signer of this email')
    return
  }
  if (signature === undefined || timestamp === undefined)
    throw new ForbiddenError('Send both Safe-Wallet-Signature and Safe-Wallet-Signature-Timestamp')
  if (!/^\d{1,16}$/.test(timestamp))
    throw new ForbiddenError('Safe-Wallet-Signature-Timestamp must be unix milliseconds')
  const age = deps.now() - Number(timestamp)
  if (age >= signatureMaxAgeMs || age < -futureSkewMs)
    throw new ForbiddenError('The signature has expired: sign again (it is valid for 5 minutes)')
  if (!isHex(signature) || signature.length < 2 + 65 * 2)
    throw new ForbiddenError('Safe-Wallet-Signature is not a hex signature')
  const message = text(timestamp)
  if (await signedBy(chain, { signer, message, signature })) return
  throw new ForbiddenError(`The signature is not ${signer}'s personal_sign of "${message}"`)
}

async function signedBy(
  chain: ChainRuntime,
  { signer, message, signature }: { signer: Address; message: string; signature: `0x${string}` },
): Promise<boolean> {
  // An owner's key: recovered here without a node. Anything else may be a contract owner (EIP-1271).
  if (signature.length === 2 + 65 * 2) {
    const recovered = await recoverMessageAddress({ message, signature }).catch(() => undefined)
    if (recovered && isAddressEqual(recovered, signer)) return true
  }
  let code: `0x${string}` | undefined
  try {
    code = await chain.client.getCode({ address: signer })
  } catch (cause) {
    throw new UpstreamError(`Chain ${chain.config.chainId} did not answer the signature check`, { cause })
  }
  if (code === undefined || code === '0x') return false
  // A contract's answer is its verdict; a signature it cannot even parse is a refusal, not our fault.
  return chain.client.verifyMessage({ address: signer, message, signature }).catch(() => false)
}
