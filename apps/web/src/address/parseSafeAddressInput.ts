import { type Address, getAddress } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'
import { findChainById, findChainByShortName } from '../gateway/findChain.ts'

export type SafeAddressInputError =
  | { code: 'empty' }
  | { code: 'invalid_address' }
  | { code: 'bad_checksum' }
  | { code: 'unknown_prefix'; prefix: string }
  | { code: 'no_chain' }

export type SafeAddressInputResult =
  | { ok: true; chain: ChainInfo; address: Address; prefixed: boolean }
  | { ok: false; error: SafeAddressInputError; prefix?: ChainInfo }

const hexAddress = /^0x[0-9a-fA-F]{40}$/

/**
 * EIP-55: an all-lowercase or all-uppercase address carries no checksum and is accepted as is; a
 * mixed-case one must match its checksum exactly, because that is how typos are caught.
 */
export function checkAddress(
  value: string,
): { ok: true; address: Address } | { ok: false; code: 'invalid_address' | 'bad_checksum' } {
  if (!hexAddress.test(value)) return { ok: false, code: 'invalid_address' }
  const hex = value.slice(2)
  const checksummed = getAddress(value)
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return { ok: true, address: checksummed }
  return checksummed === value ? { ok: true, address: checksummed } : { ok: false, code: 'bad_checksum' }
}

/**
 * Reads what a person typed into "Open a Safe": `shortName:address` (EIP-3770) or a plain address
 * on the chosen chain. The prefix, when present, wins over the chosen chain.
 */
export function parseSafeAddressInput(
  input: string,
  options: { chains: readonly ChainInfo[]; chainId?: string | number | undefined },
): SafeAddressInputResult {
  const value = input.trim()
  if (value === '') return { ok: false, error: { code: 'empty' } }

  const separator = value.lastIndexOf(':')
  const prefix = separator === -1 ? undefined : value.slice(0, separator).trim()
  const rawAddress = separator === -1 ? value : value.slice(separator + 1).trim()

  let chain: ChainInfo | undefined
  if (prefix !== undefined) {
    chain = findChainByShortName(options.chains, prefix)
    if (!chain) return { ok: false, error: { code: 'unknown_prefix', prefix } }
  }

  const checked = checkAddress(rawAddress)
  if (!checked.ok) return { ok: false, error: { code: checked.code }, ...(chain ? { prefix: chain } : {}) }

  if (chain) return { ok: true, chain, address: checked.address, prefixed: true }
  const chosen = options.chainId === undefined ? undefined : findChainById(options.chains, options.chainId)
  if (!chosen) return { ok: false, error: { code: 'no_chain' } }
  return { ok: true, chain: chosen, address: checked.address, prefixed: false }
}

/** Just the prefix a partly typed input names, so the form can show which network it will use. */
export function findInputPrefixChain(input: string, chains: readonly ChainInfo[]): ChainInfo | undefined {
  const separator = input.lastIndexOf(':')
  if (separator === -1) return undefined
  return findChainByShortName(chains, input.slice(0, separator).trim())
}
