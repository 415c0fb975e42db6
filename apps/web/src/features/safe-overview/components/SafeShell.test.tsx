import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildChainInfo } from '../../../testing/buildChainInfo.ts'
import { renderRoute } from '../../../testing/renderRoute.tsx'

const demoSafe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

/** A window whose width crosses the sidebar's breakpoint when the test says so. */
function stubWindowWidth(initiallyWide: boolean) {
  let wide = initiallyWide
  const listeners = new Set<() => void>()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(min-width: 1024px)' ? wide : false
    },
    media: query,
    onchange: null,
    // Only the sidebar's query changes; the colour scheme's listeners are never called.
    addEventListener: (_: string, listener: () => void) => {
      if (query === '(min-width: 1024px)') listeners.add(listener)
    },
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }))
  return (next: boolean) => {
    wide = next
    act(() => {
      for (const listener of listeners) listener()
    })
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('SafeShell', () => {
  it('keeps the same elements when the window crosses 1024 px, so what is open in them stays open', async () => {
    const setWide = stubWindowWidth(true)
    renderRoute(`/safe/coffer:${demoSafe}`, { chains: [buildChainInfo()] })
    const heading = await screen.findByRole('heading', { name: 'Safe' })
    const pages = screen.getByRole('navigation', { name: 'Safe pages' })
    expect(screen.queryByRole('button', { name: 'Safe menu' })).toBeNull()

    setWide(false)
    // The same nodes, now behind the menu: nothing was unmounted and mounted again.
    expect(screen.getByRole('heading', { name: 'Safe' })).toBe(heading)
    expect(screen.queryByRole('navigation', { name: 'Safe pages' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Safe menu' }))
    expect(screen.getByRole('navigation', { name: 'Safe pages' })).toBe(pages)

    setWide(true)
    expect(screen.getByRole('heading', { name: 'Safe' })).toBe(heading)
    expect(screen.getByRole('navigation', { name: 'Safe pages' })).toBe(pages)
  })
})
