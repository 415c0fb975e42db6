import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import {
  type Appearance,
  loadAppearance,
  type ResolvedColorMode,
  resolveColorMode,
  saveAppearance,
} from './appearance.ts'
import { appearanceCssVariables } from './tokens.ts'

type AppearanceContextValue = {
  appearance: Appearance
  resolvedMode: ResolvedColorMode
  setAppearance: (patch: Partial<Appearance>) => void
}

const AppearanceContext = createContext<AppearanceContextValue | null>(null)

const darkQuery = '(prefers-color-scheme: dark)'

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

function useSystemPrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(() => window.matchMedia?.(darkQuery).matches ?? false)
  useEffect(() => {
    const media = window.matchMedia?.(darkQuery)
    if (!media) return
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
  return prefersDark
}

/**
 * Holds the appearance, persists it, and applies it to <html>: the `dark` class Tailwind keys on,
 * `color-scheme` for native controls, and the accent/radius/font custom properties.
 */
export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [appearance, setAppearanceState] = useState(() => loadAppearance(browserStorage()))
  const systemPrefersDark = useSystemPrefersDark()
  const resolvedMode = resolveColorMode(appearance.mode, systemPrefersDark)

  useEffect(() => {
    const root = document.documentElement
    root.classList.toggle('dark', resolvedMode === 'dark')
    root.style.colorScheme = resolvedMode
    for (const [name, value] of Object.entries(
      appearanceCssVariables({ ...appearance, mode: resolvedMode }),
    )) {
      root.style.setProperty(name, value)
    }
  }, [appearance, resolvedMode])

  const setAppearance = useCallback((patch: Partial<Appearance>) => {
    setAppearanceState((current) => {
      const next = { ...current, ...patch }
      saveAppearance(browserStorage(), next)
      return next
    })
  }, [])

  const value = useMemo(
    () => ({ appearance, resolvedMode, setAppearance }),
    [appearance, resolvedMode, setAppearance],
  )
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>
}

export function useAppearance(): AppearanceContextValue {
  const value = useContext(AppearanceContext)
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>')
  return value
}
