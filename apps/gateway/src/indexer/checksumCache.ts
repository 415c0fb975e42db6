import { type Address, getAddress } from 'viem'

/** Past this many distinct addresses the cache starts over: a long-running indexer stays bounded. */
const maxEntries = 100_000
const cache = new Map<string, Address>()

/**
 * `getAddress` with a plain Map in front: EIP-55 checksumming is a keccak in JavaScript, and a range
 * repeats the same few Safes, tokens and owners in thousands of logs. Keyed by the lowercase form, so
 * `0xabc…` and `0xABC…` share one entry; an invalid address still throws, as `getAddress` does.
 */
export function checksumAddress(address: string): Address {
  const key = address.toLowerCase()
  const cached = cache.get(key)
  if (cached !== undefined) return cached
  const checksummed = getAddress(key)
  if (cache.size >= maxEntries) cache.clear()
  cache.set(key, checksummed)
  return checksummed
}
