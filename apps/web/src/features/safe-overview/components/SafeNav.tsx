import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { Icon, type IconName } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'

const linkClass =
  'flex items-center gap-3 rounded-control px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'
const active = { className: 'bg-surface text-ink shadow-sm ring-1 ring-line' }

/** Keys that move focus along the list, as people expect of a menu of pages: both axes, Home and End. */
const steps: Record<string, (current: number, last: number) => number> = {
  ArrowDown: (current, last) => (current === last ? 0 : current + 1),
  ArrowRight: (current, last) => (current === last ? 0 : current + 1),
  ArrowUp: (current, last) => (current === 0 ? last : current - 1),
  ArrowLeft: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_, last) => last,
}

function moveFocus(list: HTMLElement, event: KeyboardEvent) {
  const step = steps[event.key]
  if (!step) return
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')]
  const current = links.findIndex((link) => link === event.target)
  if (current < 0) return
  event.preventDefault()
  links[step(current, links.length - 1)]?.focus()
}

type Page = {
  to:
    | '/safe/$safeId'
    | '/safe/$safeId/queue'
    | '/safe/$safeId/assets'
    | '/safe/$safeId/nfts'
    | '/safe/$safeId/history'
    | '/safe/$safeId/messages'
    | '/safe/$safeId/apps'
    | '/safe/$safeId/settings'
    | '/safe/$safeId/address-book'
  label: Parameters<typeof t>[0]
  icon: IconName
}

const pages: readonly Page[] = [
  { to: '/safe/$safeId', label: 'safe_nav.dashboard', icon: 'vault' },
  { to: '/safe/$safeId/queue', label: 'safe_nav.queue', icon: 'clock' },
  { to: '/safe/$safeId/assets', label: 'safe_nav.assets', icon: 'wallet' },
  { to: '/safe/$safeId/nfts', label: 'safe_nav.nfts', icon: 'image' },
  { to: '/safe/$safeId/history', label: 'safe_nav.history', icon: 'refresh' },
  { to: '/safe/$safeId/messages', label: 'safe_nav.messages', icon: 'message' },
  { to: '/safe/$safeId/apps', label: 'safe_nav.apps', icon: 'bolt' },
  { to: '/safe/$safeId/settings', label: 'safe_nav.settings', icon: 'sliders' },
  { to: '/safe/$safeId/address-book', label: 'safe_nav.address_book', icon: 'users' },
]

/**
 * The Safe's pages, one under the other (the shell's sidebar, or its menu on a phone). Each is its own
 * URL, so they are links in a navigation landmark with `aria-current="page"` on the current one (set by
 * the router), not ARIA tabs: a tab promises a panel on this page and hides its siblings from Tab, while
 * these open pages a person may bookmark, share or open in a new tab. Arrow keys, Home and End move
 * along the list; Tab still stops on every link. `queueBadge` and `messagesBadge` (the pending counts) come
 * from the layout, since the queue and the messages are other features'.
 */
export function SafeNav({
  safeId,
  queueBadge,
  messagesBadge,
}: {
  safeId: string
  queueBadge?: ReactNode
  messagesBadge?: ReactNode
}) {
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const element = list.current
    if (!element) return
    const onKeyDown = (event: KeyboardEvent) => moveFocus(element, event)
    element.addEventListener('keydown', onKeyDown)
    return () => element.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <nav aria-label={t('safe_nav.label')}>
      <ul ref={list} className="flex flex-col gap-0.5">
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              params={{ safeId }}
              activeOptions={{ exact: page.to === '/safe/$safeId' }}
              activeProps={active}
              className={linkClass}
            >
              <Icon name={page.icon} className="size-4.5 shrink-0" />
              <span className="flex-1">{t(page.label)}</span>
              {page.to === '/safe/$safeId/queue' && queueBadge}
              {page.to === '/safe/$safeId/messages' && messagesBadge}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
