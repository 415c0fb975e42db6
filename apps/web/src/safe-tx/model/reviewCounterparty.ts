import { type Address, getAddress } from 'viem'
import { shortenAddress } from '../../transactions/shortenAddress.ts'

/**
 * How a review's title names the address a transaction goes to: its address-book name, or else its
 * checksummed ends, `0x1234…abcd`. A whole address does not fit a dialog's title on a phone (and CSS
 * ellipsis still overflows), so the title only recognises it: the flow passes the address as one of the
 * review's `titleAddresses`, which the body shows whole with a copy button, where a look-alike that
 * shares the ends can be told apart.
 */
export function reviewCounterparty(address: Address, name: string | undefined): string {
  const trimmed = name?.trim()
  return trimmed ? trimmed : shortenAddress(getAddress(address))
}
