import { type Address, getAddress } from 'viem'

/** A known address that shares the visible ends of another: the shape of an address-poisoning attack. */
export type LookAlike = { address: Address; knownAs: Address; name: string | undefined }

/** Same first 3 hex characters after 0x and same last 4: what people check at a glance (gateway-contract §6.6). */
export function looksAlike(a: string, b: string): boolean {
  const left = a.toLowerCase()
  const right = b.toLowerCase()
  if (left === right) return false
  return left.slice(2, 5) === right.slice(2, 5) && left.slice(-4) === right.slice(-4)
}

/**
 * For each address the transaction sends to, whether it imitates a known one (address book, the
 * Safe's owners or past counterparties) without being it. Known addresses themselves never warn.
 */
export function findLookAlikes(
  targets: readonly string[],
  known: readonly { address: string; name?: string | undefined }[],
): LookAlike[] {
  const knownSet = new Set(known.map((entry) => entry.address.toLowerCase()))
  const found: LookAlike[] = []
  const seen = new Set<string>()
  for (const target of targets) {
    const key = target.toLowerCase()
    if (knownSet.has(key) || seen.has(key)) continue
    const match = known.find((entry) => looksAlike(target, entry.address))
    if (match) {
      seen.add(key)
      found.push({ address: getAddress(target), knownAs: getAddress(match.address), name: match.name })
    }
  }
  return found
}
