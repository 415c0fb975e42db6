import { Link, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'

const linkClass =
  'shrink-0 rounded-control px-3.5 py-2 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'
const activeClass = 'bg-surface text-ink shadow-sm ring-1 ring-line'

/** The fade's width (w-12): a link scrolled into view is kept clear of it. */
const HINT_WIDTH = 48

/** Which sides of the bar have links scrolled out of view. */
type Overflow = { start: boolean; end: boolean }

/**
 * Focus moves along the bar with the arrow keys, Home and End, as people expect of a tab bar; Tab still
 * stops on every link (see SafeNav for why these are links, not ARIA tabs).
 */
function moveFocus(bar: HTMLElement, event: KeyboardEvent) {
  const links = [...bar.querySelectorAll<HTMLAnchorElement>('a[href]')]
  const current = links.findIndex((link) => link === event.target)
  if (current < 0) return
  const last = links.length - 1
  const next =
    event.key === 'ArrowRight'
      ? (current + 1) % links.length
      : event.key === 'ArrowLeft'
        ? (current - 1 + links.length) % links.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : undefined
  if (next === undefined) return
  event.preventDefault()
  links[next]?.focus()
}

/**
 * The Safe's pages. Each is its own URL, so they are links in a navigation landmark with
 * `aria-current="page"` on the current one (set by the router), not ARIA tabs: a tab promises a panel
 * on this page and hides its siblings from Tab, while these open pages a person may bookmark, share or
 * open in a new tab. On a narrow screen the bar scrolls sideways, with a fade and an arrow on each
 * side that has more, and keeps the current page's link in view. `queueBadge` (the pending count)
 * comes from the layout, since the queue is another feature's.
 */
export function SafeNav({ safeId, queueBadge }: { safeId: string; queueBadge?: ReactNode }) {
  const params = { safeId }
  const active = { className: activeClass }
  const scroller = useRef<HTMLDivElement>(null)
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false })
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  const measure = useCallback(() => {
    const element = scroller.current
    if (!element) return
    const { scrollLeft, scrollWidth, clientWidth } = element
    // One pixel of slack: zoomed layouts leave fractions behind.
    setOverflow({ start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 })
  }, [])

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    const onKeyDown = (event: KeyboardEvent) => moveFocus(element, event)
    element.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      element.removeEventListener('keydown', onKeyDown)
    }
  }, [measure])

  // A page opened from a link elsewhere (a deep link to Settings on a phone) shows its own link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => {
    const element = scroller.current
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!element || !current) return
    // Scrolls the bar only (scrollIntoView would scroll the page too); offsets are the bar's own,
    // since it is the links' offset parent. The margin keeps the link clear of the fade beside it.
    const start = current.offsetLeft - HINT_WIDTH
    const end = current.offsetLeft + current.offsetWidth + HINT_WIDTH
    if (start < element.scrollLeft) element.scrollLeft = start
    else if (end > element.scrollLeft + element.clientWidth) element.scrollLeft = end - element.clientWidth
  }, [pathname])

  return (
    <nav aria-label={t('safe_nav.label')} className="relative -mx-1">
      <div
        ref={scroller}
        onScroll={measure}
        className="relative overflow-x-auto px-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="flex w-max gap-1 rounded-card bg-surface-muted/60 p-1">
          <Link
            to="/safe/$safeId"
            params={params}
            activeOptions={{ exact: true }}
            activeProps={active}
            className={linkClass}
          >
            {t('safe_nav.dashboard')}
          </Link>
          <Link
            to="/safe/$safeId/queue"
            params={params}
            activeProps={active}
            className={`${linkClass} inline-flex items-center gap-1.5`}
          >
            {t('safe_nav.queue')}
            {queueBadge}
          </Link>
          <Link to="/safe/$safeId/assets" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.assets')}
          </Link>
          <Link to="/safe/$safeId/nfts" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.nfts')}
          </Link>
          <Link to="/safe/$safeId/history" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.history')}
          </Link>
          <Link to="/safe/$safeId/messages" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.messages')}
          </Link>
          <Link to="/safe/$safeId/apps" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.apps')}
          </Link>
          <Link to="/safe/$safeId/settings" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.settings')}
          </Link>
          <Link to="/safe/$safeId/address-book" params={params} activeProps={active} className={linkClass}>
            {t('safe_nav.address_book')}
          </Link>
        </div>
      </div>
      {/* The hint that more pages are out of view; decorative, since every link is reachable. */}
      {overflow.start && (
        <div
          aria-hidden="true"
          data-testid="safe-nav-more-start"
          className="pointer-events-none absolute inset-y-0 left-0 flex w-12 items-center justify-start bg-gradient-to-r from-canvas via-canvas/80 to-transparent pl-0.5 text-ink-muted"
        >
          <Icon name="chevronDown" className="size-4 rotate-90" />
        </div>
      )}
      {overflow.end && (
        <div
          aria-hidden="true"
          data-testid="safe-nav-more-end"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l from-canvas via-canvas/80 to-transparent pr-0.5 text-ink-muted"
        >
          <Icon name="chevronDown" className="size-4 -rotate-90" />
        </div>
      )}
    </nav>
  )
}
