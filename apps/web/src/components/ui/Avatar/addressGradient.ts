/**
 * Two colours derived from an address, for a recognisable avatar without a network fetch. Not a
 * security feature: people must still compare addresses.
 */
export function addressGradient(address: string): { from: string; to: string; angle: number } {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(40, '0')
  const a = Number.parseInt(hex.slice(0, 6), 16) || 0
  const b = Number.parseInt(hex.slice(6, 12), 16) || 0
  const c = Number.parseInt(hex.slice(12, 14), 16) || 0
  return {
    from: `hsl(${a % 360} 78% 58%)`,
    to: `hsl(${b % 360} 82% 46%)`,
    angle: Math.round((c / 255) * 360),
  }
}
