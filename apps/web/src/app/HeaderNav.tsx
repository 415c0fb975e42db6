import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useCloseOnOutside } from '../components/ui/Disclosure/useCloseOnOutside.ts'
import { Icon } from '../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'

const destinations = [
  { to: '/open', label: 'nav.open_safe' },
  { to: '/safes', label: 'nav.my_safes' },
  { to: '/new-safe', label: 'nav.create_safe' },
] as const

const linkClass =
  'rounded-control px-3 py-3 text-sm sm:py-2 font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'

/**
 * The site's navigation: a row of links from 640 px up; below that, a disclosure button (WAI-ARIA
 * disclosure pattern: a button with `aria-expanded` that shows the same links), so a phone keeps
 * every destination without squeezing the header. The router marks the current page's link with
 * `aria-current="page"`.
 */
export function HeaderNav() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const button = useRef<HTMLButtonElement>(null)
  const container = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // A followed link closes the menu: the page it opened is what the person wants to see.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path changing is the trigger
  useEffect(() => setOpen(false), [pathname])

  useCloseOnOutside({ open, setOpen, container, button })

  return (
    <div ref={container} className="relative sm:ml-4">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent sm:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} className="size-5" aria-hidden="true" />
        <span className="sr-only">{t('nav.menu')}</span>
      </button>
      {/* One list for both sizes: a row in the header from 640 px up, the button's panel below. */}
      <nav
        id={panelId}
        aria-label={t('nav.main')}
        className={`${open ? 'flex' : 'hidden'} gap-1 max-sm:absolute max-sm:top-12 max-sm:left-0 max-sm:z-40 max-sm:w-56 max-sm:flex-col max-sm:rounded-card max-sm:border max-sm:border-line max-sm:bg-surface max-sm:p-2 max-sm:shadow-lg sm:flex sm:items-center`}
      >
        {destinations.map((destination) => (
          <Link
            key={destination.to}
            to={destination.to}
            className={linkClass}
            activeProps={{ className: 'text-ink bg-surface-muted' }}
          >
            {t(destination.label)}
          </Link>
        ))}
      </nav>
    </div>
  )
}
