import { http } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'

type Transport = ReturnType<ReturnType<typeof http>>
const transports = new Map<string, Transport>()

/**
 * Sends one JSON-RPC request, method and params as given, to a chain's configured RPC (the CSP's
 * connect-src allows it) and resolves with its `result`. For a caller that forwards requests it has
 * already vetted (the Safe Apps host forwards an app's chain reads): typed reads go through
 * getChainClient and viem's actions instead.
 */
export function requestChainRpc(
  chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>,
  { method, params }: { method: string; params: readonly unknown[] },
): Promise<unknown> {
  const key = `${chain.chainId}:${chain.rpcUri.value}`
  let transport = transports.get(key)
  if (!transport) {
    transport = http(chain.rpcUri.value, { batch: true, retryCount: 1 })({})
    transports.set(key, transport)
  }
  return transport.request({ method, params: [...params] })
}
