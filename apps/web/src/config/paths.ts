/**
 * Canonical app paths. A Safe lives at `/safe/<shortName>:<checksummed address>` (EIP-3770), e.g.
 * `/safe/coffer:0x29fcB43b46531BcA003ddC8FCB67FFE91900C762`: one URL names both the network and the
 * account, and reads the same as what people paste.
 */
export function safeId(shortName: string, address: string): string {
  return `${shortName}:${address}`
}

export function safePath(shortName: string, address: string): string {
  return `/safe/${safeId(shortName, address)}`
}
