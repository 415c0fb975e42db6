import { useSyncExternalStore } from 'react'

/** From this width a Safe's pages have a sidebar (Tailwind's `lg`); below it, a one-line header and a menu. */
const wideQuery = '(min-width: 1024px)'

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(wideQuery)
  media?.addEventListener('change', onChange)
  return () => media?.removeEventListener('change', onChange)
}

// Without matchMedia (jsdom in the unit tests) the wide layout, which shows everything at once.
const isWide = () => window.matchMedia?.(wideQuery).matches ?? true

/**
 * Whether the window is wide enough for the sidebar. Read in JavaScript rather than with CSS alone so
 * that only one of the two layouts is in the page: one `h1`, one "Safe pages" landmark, one of each
 * button, whatever the width.
 */
export function useIsWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide)
}
