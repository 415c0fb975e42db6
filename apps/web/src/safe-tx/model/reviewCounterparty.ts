import { type Address, getAddress } from 'viem'

/**
 * How a review's title names the address a transaction goes to: its address-book name, or else the whole
 * address. Never `0x1234…abcd`: a poisoned look-alike shares exactly those ends, and the title is what
 * a person reads first (the body warns about look-alikes, the title must not hide the difference).
 */
export function reviewCounterparty(address: Address, name: string | undefined): string {
  const trimmed = name?.trim()
  return trimmed ? trimmed : getAddress(address)
}
