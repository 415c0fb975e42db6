import { type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { t } from '../../../i18n/t.ts'
import { useAppearance } from '../../../theme/AppearanceProvider.tsx'
import { Icon } from '../Icon/Icon.tsx'

const backdropBlur = { none: 'none', small: 'blur(4px)', large: 'blur(20px)' } as const

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * A modal dialog over the page: backdrop (blurred like the connect dialog's), Escape and the close
 * button dismiss it, Tab stays inside, and focus returns where it was. Not the native <dialog>: its
 * top layer would sit above RainbowKit's modals, which a dialog may open (e.g. to connect a wallet).
 */
export function Dialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string
  description?: ReactNode
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const descriptionId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })
  const { appearance } = useAppearance()

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const panel = panelRef.current
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel
    first?.focus()
    return () => opener?.focus()
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current
      if (!panel) return
      // Another modal above this one (RainbowKit's) handles its own keys.
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null
      if (dialog && dialog !== panel) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        onCloseRef.current()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...panel.querySelectorAll<HTMLElement>(focusable)]
      const [firstItem] = items
      const lastItem = items.at(-1)
      if (!firstItem || !lastItem) return
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden
        className="absolute inset-0 bg-black/30 dark:bg-black/60"
        style={{ backdropFilter: backdropBlur[appearance.overlayBlur] }}
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[calc(100dvh-2rem)] w-full flex-col gap-5 overflow-y-auto rounded-t-card border border-line bg-surface p-6 text-ink shadow-2xl outline-none sm:max-w-md sm:rounded-card"
      >
        {/* A <div>, not a <header>: outside main/section a header is the page's banner landmark,
            and the page already has one. */}
        <div className="flex items-start justify-between gap-4">
          {/* min-w-0 and overflow-wrap: a long word (a token id, a name without spaces) wraps inside the
              card instead of pushing the close button off screen. */}
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={titleId} className="text-lg font-bold tracking-tight [overflow-wrap:anywhere]">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="text-sm text-ink-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => onCloseRef.current()}
            aria-label={t('dialog.close')}
            className="-mt-1 -mr-2 grid size-8 shrink-0 place-items-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent"
          >
            <Icon name="close" className="size-4" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
