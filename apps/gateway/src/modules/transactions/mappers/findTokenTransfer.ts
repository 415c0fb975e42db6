import type { TokenRow } from '../../../db/tables/safeData.ts'
import type { DataDecoded } from '../../decoder/decoder.types.ts'
import { stringParameter } from './decodedParameters.ts'
import { sameAddress, zeroAddress } from './mappingContext.ts'

export type TokenTransfer = { token: TokenRow; sender: string; recipient: string; amount: string }

const transferMethods: ReadonlySet<string> = new Set(['transfer', 'transferFrom', 'safeTransferFrom'])

/**
 * gateway-contract.md §6.3 rule 9: a decoded `transfer`/`transferFrom`/`safeTransferFrom` on a token
 * the indexer knows, where the Safe is the sender (`transfer`) or the `from`/`to` of the others.
 */
export function findTokenTransfer(
  safe: string,
  decoded: DataDecoded | null,
  token: TokenRow | undefined,
): TokenTransfer | undefined {
  if (!decoded || !token || !transferMethods.has(decoded.method)) return undefined
  if (decoded.method === 'transfer') {
    const amount = stringParameter(decoded, 1)
    if (amount === undefined) return undefined
    return { token, sender: safe, recipient: stringParameter(decoded, 0) ?? zeroAddress, amount }
  }
  const from = stringParameter(decoded, 0)
  const to = stringParameter(decoded, 1) ?? zeroAddress
  const amount = stringParameter(decoded, 2)
  if (from === undefined || amount === undefined) return undefined
  if (!sameAddress(from, safe) && !sameAddress(to, safe)) return undefined
  return { token, sender: from, recipient: to, amount }
}

export function toDirection(
  safe: string,
  sender: string,
  recipient: string,
): 'INCOMING' | 'OUTGOING' | 'UNKNOWN' {
  if (sameAddress(sender, safe)) return 'OUTGOING'
  if (sameAddress(recipient, safe)) return 'INCOMING'
  return 'UNKNOWN'
}
