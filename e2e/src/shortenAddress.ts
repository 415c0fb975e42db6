/** How RainbowKit shows an address without an ENS name on its account button: `0x70…79C8`. */
export function shortenAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}
