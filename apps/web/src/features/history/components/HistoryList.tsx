import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../../components/ui/Button/Button.tsx'
import { Spinner } from '../../../components/ui/Spinner/Spinner.tsx'
import type { AddressNamer } from '../../../transactions/components/AddressNamer.ts'
import { formatDayLabel } from '../../../transactions/formatTransactionTime.ts'
import { t } from '../i18n/t.ts'
import type { HistoryItem } from '../model/HistoryPageSchema.ts'
import { toHistoryRowKey } from '../model/toHistoryRowKey.ts'
import { HistoryTransactionRow } from './HistoryTransactionRow.tsx'

const labelHeight = 40
const rowHeight = 65
/** Start loading the next page this many rows before the end comes into view. */
const prefetchRows = 15

type Anchor = { key: string; offset: number }

export function HistoryList({
  items,
  safeId,
  safeAddress,
  namer,
  timeZone,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
  onRetryMore,
}: {
  items: readonly HistoryItem[]
  safeId: string
  safeAddress: string
  namer: AddressNamer
  timeZone: string
  hasMore: boolean
  loadingMore: boolean
  loadMoreFailed: boolean
  onLoadMore: () => void
  onRetryMore: () => void
}) {
  const listRef = useRef<HTMLUListElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set())
  const keys = useMemo(() => items.map((item) => toHistoryRowKey(item, timeZone)), [items, timeZone])

  // The list scrolls with the page; the virtualizer needs where it starts on the page, which moves
  // when what sits above it (the Safe's header, a notice) changes height.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top
      if (top !== undefined) setScrollMargin(Math.round(top + window.scrollY))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
    }
  }, [])

  const count = items.length + (hasMore || loadMoreFailed ? 1 : 0)
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => (items[index]?.type === 'DATE_LABEL' ? labelHeight : rowHeight),
    getItemKey: (index) => keys[index] ?? 'footer',
    overscan: 6,
    scrollMargin,
  })
  const virtualItems = virtualizer.getVirtualItems()

  // Rows added on top (a live update) must not move what the person is reading: remember the first
  // row in view and, once the new rows are laid out, scroll by however far it moved.
  const anchor = useRef<Anchor | null>(null)
  const viewTop = (virtualizer.scrollOffset ?? 0) - scrollMargin
  const firstInView = virtualItems.find((item) => item.end > viewTop)
  const previousKeys = useRef(keys)
  useLayoutEffect(() => {
    const before = anchor.current
    if (previousKeys.current !== keys && before && window.scrollY > scrollMargin) {
      const index = keys.indexOf(before.key)
      const start = index >= 0 ? virtualizer.measurementsCache[index]?.start : undefined
      if (start !== undefined && start !== before.offset) window.scrollBy(0, start - before.offset)
    }
    previousKeys.current = keys
  }, [keys, scrollMargin, virtualizer])
  useEffect(() => {
    anchor.current = firstInView ? { key: String(firstInView.key), offset: firstInView.start } : null
  })

  const lastIndex = virtualItems.at(-1)?.index ?? 0
  useEffect(() => {
    if (hasMore && lastIndex >= items.length - prefetchRows) onLoadMore()
  }, [hasMore, lastIndex, items.length, onLoadMore])

  const toggle = useCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  }, [])

  return (
    <ul
      ref={listRef}
      aria-label={t('history.list_label')}
      aria-busy={loadingMore}
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((virtualItem) => {
        const item = items[virtualItem.index]
        return (
          <li
            key={virtualItem.key}
            data-index={virtualItem.index}
            ref={virtualizer.measureElement}
            className="absolute top-0 left-0 w-full"
            style={{ transform: `translateY(${virtualItem.start - scrollMargin}px)` }}
          >
            {item === undefined ? (
              <div className="flex h-16 items-center justify-center gap-3 text-sm text-ink-muted">
                {loadMoreFailed ? (
                  <>
                    <span>{t('history.load_more_failed')}</span>
                    <Button variant="secondary" size="sm" onClick={onRetryMore}>
                      {t('history.retry')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Spinner className="size-4" />
                    {t('history.loading_more')}
                  </>
                )}
              </div>
            ) : item.type === 'DATE_LABEL' ? (
              <h3 className="flex h-10 items-end border-b border-line bg-surface-muted/50 px-4 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:px-5">
                {formatDayLabel(item.timestamp, timeZone)}
              </h3>
            ) : (
              <HistoryTransactionRow
                transaction={item.transaction}
                safeId={safeId}
                safeAddress={safeAddress}
                namer={namer}
                timeZone={timeZone}
                expanded={expanded.has(item.transaction.id)}
                onToggle={toggle}
              />
            )}
          </li>
        )
      })}
    </ul>
  )
}
