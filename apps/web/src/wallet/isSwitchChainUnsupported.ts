/**
 * EIP-1193 / JSON-RPC codes a wallet answers when it cannot do `wallet_switchEthereumChain` at all:
 * 4200 unsupported method, -32601 method not found, -32004 method not supported.
 */
const unsupportedCodes = new Set([4200, -32601, -32004])

/** Whether a failed network switch means the wallet cannot switch from the app (not a refusal, not an unknown chain). */
export function isSwitchChainUnsupported(error: unknown): boolean {
  // wagmi wraps the wallet's answer in viem errors; the wallet's own code sits somewhere down the cause chain.
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    if (typeof current !== 'object') return false
    if ('code' in current && typeof current.code === 'number' && unsupportedCodes.has(current.code))
      return true
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}
