import type { Address } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { checkAddress } from './parseSafeAddressInput.ts'

export type AddressInputError =
  | { code: 'empty' }
  | { code: 'invalid_address' }
  | { code: 'bad_checksum' }
  /** An EIP-3770 prefix naming another network than the Safe's: sending there would go astray. */
  | { code: 'wrong_chain'; prefix: string }

export type AddressInputResult = { ok: true; address: Address } | { ok: false; error: AddressInputError }

/**
 * Reads an address typed or pasted into a form of one Safe (a recipient, a new owner, a contract):
 * plain, or `shortName:address` when the prefix is the Safe's own network. Mixed case must match its
 * EIP-55 checksum, because that is how a typo is caught before funds move.
 */
export function parseAddressInput(input: string, chain: Pick<ChainInfo, 'shortName'>): AddressInputResult {
  const value = input.trim()
  if (value === '') return { ok: false, error: { code: 'empty' } }
  const separator = value.lastIndexOf(':')
  if (separator !== -1) {
    const prefix = value.slice(0, separator).trim()
    if (prefix.toLowerCase() !== chain.shortName.toLowerCase())
      return { ok: false, error: { code: 'wrong_chain', prefix } }
  }
  const checked = checkAddress(value.slice(separator + 1).trim())
  return checked.ok ? { ok: true, address: checked.address } : { ok: false, error: { code: checked.code } }
}
