import { type Client, createClient, http } from 'viem'
import type { ChainInfo } from '../gateway/ChainInfoSchema.ts'

const clients = new Map<string, Client>()

/**
 * A bare viem client for reading one chain through its configured RPC (allowed by the CSP's
 * connect-src). Bare, with tree-shaken actions from 'viem/actions', so a page that reads the chain
 * does not pull in the whole wallet stack.
 */
export function getChainClient(chain: Pick<ChainInfo, 'chainId' | 'rpcUri'>): Client {
  const key = `${chain.chainId}:${chain.rpcUri.value}`
  let client = clients.get(key)
  if (!client) {
    client = createClient({ transport: http(chain.rpcUri.value, { batch: true, retryCount: 1 }) })
    clients.set(key, client)
  }
  return client
}
