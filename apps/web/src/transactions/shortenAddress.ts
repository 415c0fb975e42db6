/** `0x1234…abcd`: enough to recognise an address, short enough for a row. */
export function shortenAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
