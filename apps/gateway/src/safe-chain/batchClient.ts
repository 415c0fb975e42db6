import { createPublicClient, http, type PublicClient } from 'viem'
import type { ChainRuntime } from '../deps.ts'

const batchClients = new WeakMap<ChainRuntime, PublicClient>()

/**
 * A client that sends concurrent calls as one JSON-RPC batch (HTTP); over WebSocket the chain's own
 * client already shares one connection.
 */
export function batchClient(chain: ChainRuntime): PublicClient {
  const existing = batchClients.get(chain)
  if (existing) return existing
  const client = /^https?:/.test(chain.config.rpcUrl)
    ? createPublicClient({
        chain: chain.chain,
        transport: http(chain.config.rpcUrl, {
          batch: { batchSize: 100, wait: 0 },
          timeout: 10_000,
          retryCount: 2,
          retryDelay: 100,
        }),
      })
    : chain.client
  batchClients.set(chain, client)
  return client
}
