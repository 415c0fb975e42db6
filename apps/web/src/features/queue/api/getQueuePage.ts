import { queryOptions, useQuery } from '@tanstack/react-query'
import { gatewayGet } from '../../../gateway/gatewayClient.ts'
import { parseGatewayResponse } from '../../../gateway/parseGatewayResponse.ts'
import { safeQueryKeys } from '../../../gateway/safeQueryKeys.ts'
import { type QueueItem, type QueuePage, QueuePageSchema } from '../model/QueuePageSchema.ts'

export type QueueParameters = { chainId: string; safeAddress: string }

/** One page of GET …/transactions/queued (§6.7), the next ones through our own base URL. */
export function getQueuePage(
  { chainId, safeAddress }: QueueParameters,
  pageUrl?: string,
): Promise<QueuePage> {
  return parseGatewayResponse(
    () => gatewayGet(pageUrl ?? `/v1/chains/${chainId}/safes/${safeAddress}/transactions/queued`),
    QueuePageSchema,
    'queue page',
  )
}

// A queue is short (it is work waiting for people); the cap only stops a misbehaving gateway's loop.
const maxPages = 20

/** The whole queue: every `next` page followed. */
export async function getWholeQueue(parameters: QueueParameters): Promise<QueueItem[]> {
  const items: QueueItem[] = []
  let page = await getQueuePage(parameters)
  items.push(...page.items)
  for (let count = 1; page.next && count < maxPages; count++) {
    page = await getQueuePage(parameters, page.next)
    items.push(...page.items)
  }
  return items
}

export function queueQueryOptions(parameters: QueueParameters) {
  return queryOptions({
    // The Safe's queue key: a live `queue` change (SSE) invalidates it.
    queryKey: safeQueryKeys.queue(parameters.chainId, parameters.safeAddress),
    queryFn: () => getWholeQueue(parameters),
    staleTime: 15_000,
  })
}

export function useQueue(parameters: QueueParameters) {
  return useQuery(queueQueryOptions(parameters))
}
