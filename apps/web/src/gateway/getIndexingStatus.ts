import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { GatewayError } from './GatewayError.ts'
import { gatewayGet } from './gatewayClient.ts'

const BlockNumberSchema = z.catch(z.nullish(z.int().check(z.nonnegative())), null)

/**
 * GET /v1/chains/{chainId}/about/indexing (gateway-contract §5.4). `lastSync` and `synced` are all
 * older gateways send; the block numbers (CGW HEAD, ours) let the page draw real progress.
 */
export const IndexingStatusSchema = z.object({
  lastSync: z.catch(z.nullish(z.number()), null),
  synced: z.boolean(),
  currentBlockNumber: BlockNumberSchema,
  erc20BlockNumber: BlockNumberSchema,
  masterCopiesBlockNumber: BlockNumberSchema,
})
export type IndexingStatus = z.infer<typeof IndexingStatusSchema>

export async function getIndexingStatus({ chainId }: { chainId: string }): Promise<IndexingStatus> {
  const body = await gatewayGet(`/v1/chains/${encodeURIComponent(chainId)}/about/indexing`)
  const parsed = IndexingStatusSchema.safeParse(body)
  if (!parsed.success) {
    throw new GatewayError('The gateway sent an unreadable indexing status', {
      code: 'invalid_response',
      cause: parsed.error,
    })
  }
  return parsed.data
}

/** How far the indexer is, 0..1, or undefined when the gateway does not say in blocks. */
export function toIndexingProgress(status: IndexingStatus): number | undefined {
  if (status.synced) return 1
  const head = status.currentBlockNumber
  const indexed = [status.erc20BlockNumber, status.masterCopiesBlockNumber].filter(
    (block): block is number => typeof block === 'number',
  )
  if (!head || indexed.length === 0) return undefined
  return Math.max(0, Math.min(1, Math.min(...indexed) / head))
}

const pollWhileSyncingMs = 3_000

export function indexingStatusQueryOptions({ chainId }: { chainId: string }) {
  return queryOptions({
    queryKey: ['gateway', 'chain', chainId, 'indexing'] as const,
    queryFn: () => getIndexingStatus({ chainId }),
    retry: 1,
    // Poll while the chain catches up; stop once it is synced (live updates take over from there).
    refetchInterval: (query) => (query.state.data?.synced === false ? pollWhileSyncingMs : false),
  })
}

export function useIndexingStatus(parameters: { chainId: string }) {
  return useQuery(indexingStatusQueryOptions(parameters))
}
