import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { type ChainInfo, ChainInfoSchema, ChainsPageSchema } from './ChainInfoSchema.ts'
import { GatewayError } from './GatewayError.ts'
import { gatewayGet } from './gatewayClient.ts'

// A gateway that keeps answering with a `next` link must not hang the app.
const maxPages = 50

function getChainsPage(pageUrl: string | undefined): Promise<unknown> {
  return gatewayGet(pageUrl ?? '/v1/chains')
}

/**
 * Every chain the gateway serves (GET /v1/chains, following `next` until null). A malformed entry is
 * skipped with a warning rather than taking every other chain down with it.
 */
export async function getChains(): Promise<ChainInfo[]> {
  const chains: ChainInfo[] = []
  let pageUrl: string | undefined
  for (let page = 0; page < maxPages; page++) {
    const parsed = ChainsPageSchema.safeParse(await getChainsPage(pageUrl))
    if (!parsed.success) {
      throw new GatewayError('The gateway sent an unreadable chain list', {
        code: 'invalid_response',
        cause: parsed.error,
      })
    }
    chains.push(...parseChainInfos(parsed.data.results))
    if (!parsed.data.next) break
    pageUrl = parsed.data.next
  }
  // Two pages may overlap if the list changed between requests: keep the first of each id.
  return chains.filter((chain, index) => chains.findIndex((c) => c.chainId === chain.chainId) === index)
}

/** The chains among `raw` that parse; a malformed one is skipped with a warning. */
export function parseChainInfos(raw: readonly unknown[]): ChainInfo[] {
  const chains: ChainInfo[] = []
  for (const item of raw) {
    const chain = ChainInfoSchema.safeParse(item)
    if (chain.success) chains.push(chain.data)
    else console.warn('Skipping a chain the gateway described incompletely', chain.error.issues)
  }
  return chains
}

export const chainsQueryKey = ['gateway', 'chains'] as const

export function chainsQueryOptions() {
  return queryOptions({
    queryKey: chainsQueryKey,
    queryFn: getChains,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  })
}

/** The chains, once AppProviders has loaded them (it renders nothing below until they are there). */
export function useChains(): ChainInfo[] {
  return useSuspenseQuery(chainsQueryOptions()).data
}
