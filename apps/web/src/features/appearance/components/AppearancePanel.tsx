import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '../../../components/ui/Icon/Icon.tsx'
import { t } from '../../../i18n/t.ts'
import { AppearanceOptions } from './AppearanceOptions.tsx'

/** The header's Appearance menu: colour mode and the connect dialog's theme options, saved locally. */
export function AppearancePanel() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('appearance.button')}
        title={t('appearance.button')}
        onClick={() => setOpen((value) => !value)}
        className="grid size-10 place-items-center rounded-control text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-accent aria-expanded:bg-surface-muted aria-expanded:text-ink"
      >
        <Icon name="sliders" className="size-5" />
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t('appearance.title')}
          className="absolute top-12 right-0 z-40 flex w-80 flex-col gap-5 rounded-card border border-line bg-surface p-5 shadow-xl"
        >
          <header className="flex items-center justify-between">
            <h2 className="text-base font-bold">{t('appearance.title')}</h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t('appearance.close')}
              className="grid size-8 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              <Icon name="close" className="size-4" />
            </button>
          </header>
          <AppearanceOptions />
        </section>
      )}
    </div>
  )
}
