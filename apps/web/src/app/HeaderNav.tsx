import { Link, useRouterState } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../components/ui/Icon/Icon.tsx'
import { t } from '../i18n/t.ts'

const destinations = [
  { to: '/open', label: 'nav.open_safe' },
  { to: '/safes', label: 'nav.my_safes' },
  { to: '/new-safe', label: 'nav.create_safe' },
] as const

const linkClass =
  'rounded-control px-3 py-2 text-sm font-semibold text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent'

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

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  const links = (className: string) =>
    destinations.map((destination) => (
      <Link
        key={destination.to}
        to={destination.to}
        className={className}
        activeProps={{ className: 'text-ink bg-surface-muted' }}
      >
        {t(destination.label)}
      </Link>
    ))

  return (
    <>
      <nav aria-label={t('nav.main')} className="ml-4 hidden items-center gap-1 sm:flex">
        {links(linkClass)}
      </nav>
      <div ref={container} className="relative sm:hidden">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="grid size-10 place-items-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
        >
          <Icon name={open ? 'close' : 'menu'} className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('nav.menu')}</span>
        </button>
        <nav
          id={panelId}
          aria-label={t('nav.main')}
          hidden={!open}
          className="absolute top-12 left-0 z-40 w-56 flex-col gap-1 rounded-card border border-line bg-surface p-2 shadow-lg [&:not([hidden])]:flex"
        >
          {links(`${linkClass} block py-3`)}
        </nav>
      </div>
    </>
  )
}
