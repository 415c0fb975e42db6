import { type Address, isAddressEqual, zeroAddress } from 'viem'

/** A recipient that is allowed but almost always a mistake: the form says so and still lets it go. */
export type RecipientWarning = 'zero_address' | 'this_safe' | 'token_contract'

/**
 * What to warn about before sending to `recipient`: the zero address (tokens sent there are gone), the
 * Safe itself (a token transfer to itself moves nothing), or the token's own contract (most tokens keep
 * what is sent to them, for good). `token` is the ERC-20 or NFT collection sent, null for the native coin.
 */
export function findRecipientWarnings({
  recipient,
  safe,
  token,
}: {
  recipient: Address
  safe: Address
  token: Address | null
}): RecipientWarning[] {
  const warnings: RecipientWarning[] = []
  if (isAddressEqual(recipient, zeroAddress)) warnings.push('zero_address')
  if (isAddressEqual(recipient, safe)) warnings.push('this_safe')
  if (token !== null && isAddressEqual(recipient, token)) warnings.push('token_contract')
  return warnings
}
