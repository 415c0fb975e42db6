import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react'

export type UseCloseOnOutsideParameters = {
  /** Whether the panel is open; the listeners exist only while it is. */
  open: boolean
  setOpen: Dispatch<SetStateAction<boolean>>
  /** Holds the button and its panel: a press inside it is not "outside". */
  container: RefObject<HTMLElement | null>
  /** The disclosure button; Escape gives it focus back, so the keyboard user is where they started. */
  button: RefObject<HTMLButtonElement | null>
  /**
   * A press inside an element matching this selector keeps the panel open: e.g. a dialog opened from the
   * panel is rendered outside it, and must not close it.
   */
  keepOpenWithin?: string
}

/**
 * Closes a disclosure panel (a menu under a button) on Escape, returning focus to its button, and on a
 * press outside it: the WAI-ARIA disclosure pattern's expected dismissals, in one place for every menu.
 */
export function useCloseOnOutside({
  open,
  setOpen,
  container,
  button,
  keepOpenWithin,
}: UseCloseOnOutsideParameters) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (keepOpenWithin && event.target instanceof Element && event.target.closest(keepOpenWithin)) return
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, setOpen, container, button, keepOpenWithin])
}
