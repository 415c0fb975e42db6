import { Link } from '@tanstack/react-router'
import { type CSSProperties, useId, useLayoutEffect, useRef, useState } from 'react'
import { buttonClassName } from '../../../components/ui/Button/Button.tsx'
import { useCloseOnOutside } from '../../../components/ui/Disclosure/useCloseOnOutside.ts'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton.tsx'
import { t } from '../../../i18n/t.ts'
import { useMySafes } from '../model/useMySafes.ts'
import { SafeListRow } from './SafeListRow.tsx'

function SwitcherList({
  current,
  onNavigate,
}: {
  current: { chainId: string; address: string }
  onNavigate: () => void
}) {
  const mine = useMySafes()
  if (mine.status === 'disconnected') {
    return <p className="px-3 py-4 text-sm text-ink-muted">{t('safe_switcher.connect_hint')}</p>
  }
  if (mine.status === 'pending') {
    return (
      <div className="flex flex-col gap-2 p-3" aria-busy>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
      </div>
    )
  }
  if (mine.status === 'error') {
    return (
      <p role="alert" className="px-3 py-4 text-sm text-danger">
        {t('safe_switcher.load_failed')}
      </p>
    )
  }
  if (mine.items.length === 0) {
    return <p className="px-3 py-4 text-sm text-ink-muted">{t('safe_switcher.none_owned')}</p>
  }
  return (
    <ul className="flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto p-1.5">
      {mine.items.map((item) => (
        <li key={`${item.chain.chainId}:${item.address}`}>
          <SafeListRow
            item={item}
            currency={mine.currency}
            loadingOverview={mine.overviewsLoading}
            current={item.chain.chainId === current.chainId && item.address === current.address}
            onNavigate={onNavigate}
          />
        </li>
      ))}
    </ul>
  )
}

/** The gap kept between the menu and the window's edges, and between the menu and its button. */
const MARGIN = 8

/**
 * Where the menu goes: under its button, inside the window. It is fixed to the window, not placed in
 * its container, so no container that scrolls or clips (the sidebar, the phone's menu) can cut it; when
 * the window is short, the list of Safes scrolls and the links under it stay in view.
 */
function placeMenu(button: HTMLElement): CSSProperties {
  const box = button.getBoundingClientRect()
  const width = Math.min(352, window.innerWidth - 2 * MARGIN)
  const left = Math.min(Math.max(box.left, MARGIN), window.innerWidth - width - MARGIN)
  const top = box.bottom + MARGIN
  return { top, left, width, maxHeight: Math.max(window.innerHeight - top - MARGIN, 160) }
}

/**
 * "Switch Safe": the connected owner's Safes on every network, one click away, plus links to My Safes
 * and to open any other Safe. Closes on Escape, on a click outside and after choosing.
 */
export function SafeSwitcher({ current }: { current: { chainId: string; address: string } }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [placement, setPlacement] = useState<CSSProperties>()

  // Placed before it paints, and again when the window or anything around the button moves.
  useLayoutEffect(() => {
    if (!open) return
    const place = () => button.current && setPlacement(placeMenu(button.current))
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
    }
  }, [open])

  useCloseOnOutside({ open, setOpen, container: root, button })

  const close = () => setOpen(false)
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={`${buttonClassName('secondary', 'sm')} w-full`}
      >
        <Icon name="vault" />
        {t('safe_switcher.button')}
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <div
          id={panelId}
          style={placement}
          className="fixed z-50 flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-2xl"
        >
          <p className="shrink-0 border-b border-line px-4 py-2.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('safe_switcher.your_safes')}
          </p>
          <SwitcherList current={current} onNavigate={close} />
          <div className="grid shrink-0 grid-cols-2 gap-1 border-t border-line p-2">
            <Link to="/safes" onClick={close} className={buttonClassName('ghost', 'sm')}>
              {t('safe_switcher.my_safes')}
            </Link>
            <Link to="/open" onClick={close} className={buttonClassName('ghost', 'sm')}>
              {t('safe_switcher.open_other')}
            </Link>
            <Link to="/new-safe" onClick={close} className={`${buttonClassName('ghost', 'sm')} col-span-2`}>
              <Icon name="plus" />
              {t('safe_switcher.create')}
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
