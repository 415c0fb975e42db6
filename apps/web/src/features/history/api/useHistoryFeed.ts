import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { safeQueryKeys } from '../../../gateway/safeQueryKeys.ts'
import { appendHistoryPage, type HistoryFeed, refreshHistoryHead } from '../model/HistoryFeed.ts'
import { getHistoryPage, type HistoryParameters } from './getHistoryPage.ts'

/** The IANA zone the gateway groups days by: the person's own, so "Today" is their today. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

export function historyFeedQueryKey({ chainId, safeAddress, timeZone }: HistoryParameters) {
  // Under the Safe's history prefix, so a live `history` change refetches it.
  return [...safeQueryKeys.history(chainId, safeAddress), timeZone] as const
}

/**
 * The History page's data as one query. Not an infinite query on purpose: refetching one (what a live
 * change triggers) would re-request every loaded page, hundreds for a long history; this one's fetch
 * only reads the newest end and puts what is new on top, and older pages are appended by `loadMore`.
 */
export function historyFeedQueryOptions(
  parameters: HistoryParameters,
  readFeed: () => HistoryFeed | undefined,
) {
  return queryOptions({
    queryKey: historyFeedQueryKey(parameters),
    queryFn: () =>
      refreshHistoryHead((pageUrl) => getHistoryPage(parameters, pageUrl), readFeed, parameters.timeZone),
    staleTime: 30_000,
  })
}

export function useHistoryFeed(parameters: HistoryParameters) {
  const queryClient = useQueryClient()
  const queryKey = historyFeedQueryKey(parameters)
  const readFeed = () => queryClient.getQueryData<HistoryFeed>(queryKey)
  const feed = useQuery(historyFeedQueryOptions(parameters, readFeed))

  const more = useMutation({
    mutationFn: async (next: string) => ({ next, page: await getHistoryPage(parameters, next) }),
    onSuccess: ({ next, page }) => {
      queryClient.setQueryData<HistoryFeed>(queryKey, (current) =>
        // Appended only where it was asked for: a refresh that started over makes this page stale.
        current && current.next === next ? appendHistoryPage(current, page, parameters.timeZone) : current,
      )
    },
  })

  const next = feed.data?.next ?? null
  const { mutate, isPending } = more
  const failed = more.isError
  // Called as the end of the list scrolls into view; after a failure only an explicit retry asks again.
  const loadMore = useCallback(() => {
    if (next && !isPending && !failed) mutate(next)
  }, [next, isPending, failed, mutate])
  const retryMore = useCallback(() => {
    if (next && !isPending) mutate(next)
  }, [next, isPending, mutate])

  return { feed, loadMore, retryMore, loadingMore: isPending, loadMoreFailed: failed, hasMore: next !== null }
}
