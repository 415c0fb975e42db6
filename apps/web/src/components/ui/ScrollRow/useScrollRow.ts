import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { type ScrollEdges, toCenteredScrollLeft, toEdgeMask, toScrollEdges } from './toScrollEdges.ts'

const none: ScrollEdges = { start: false, end: false }

/**
 * For a row of links that scrolls sideways on a narrow screen (a sub-navigation): a fading mask at each
 * end that hides entries, so a person sees there is more to scroll to, and the current entry (the one
 * with `aria-current="page"`) scrolled into the middle whenever `current` changes (the page opened).
 */
export function useScrollRow<Element extends HTMLElement>(
  current: unknown,
): { ref: RefObject<Element | null>; mask: string | undefined } {
  const ref = useRef<Element>(null)
  const [edges, setEdges] = useState<ScrollEdges>(none)

  useEffect(() => {
    const row = ref.current
    if (!row) return
    const measure = () => {
      const next = toScrollEdges(row)
      setEdges((previous) => (previous.start === next.start && previous.end === next.end ? previous : next))
    }
    measure()
    row.addEventListener('scroll', measure, { passive: true })
    // A turned phone, a longer label, a web font arriving: the row's or its content's width changes.
    const observer = new ResizeObserver(measure)
    observer.observe(row)
    if (row.firstElementChild) observer.observe(row.firstElementChild)
    return () => {
      row.removeEventListener('scroll', measure)
      observer.disconnect()
    }
  }, [])

  // Before paint, so the row never shows first at its start and then jumps.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current page changing is the trigger
  useLayoutEffect(() => {
    const row = ref.current
    const item = row?.querySelector('[aria-current="page"]')
    if (!row || !item) return
    row.scrollLeft = toCenteredScrollLeft({
      row: row.getBoundingClientRect(),
      item: item.getBoundingClientRect(),
      scrollLeft: row.scrollLeft,
    })
  }, [current])

  return { ref, mask: toEdgeMask(edges) }
}
