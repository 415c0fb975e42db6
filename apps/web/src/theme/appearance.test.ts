import { describe, expect, it } from 'vitest'
import {
  appearanceStorageKey,
  defaultAppearance,
  loadAppearance,
  resolveColorMode,
  saveAppearance,
} from './appearance.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('appearance storage', () => {
  it('defaults when nothing or garbage is stored', () => {
    expect(loadAppearance(undefined)).toEqual(defaultAppearance)
    expect(loadAppearance(memoryStorage())).toEqual(defaultAppearance)
    expect(loadAppearance(memoryStorage({ [appearanceStorageKey]: '{oops' }))).toEqual(defaultAppearance)
    expect(loadAppearance(memoryStorage({ [appearanceStorageKey]: '"dark"' }))).toEqual(defaultAppearance)
  })

  it('round-trips and keeps valid fields beside invalid ones', () => {
    const storage = memoryStorage()
    const chosen = {
      mode: 'dark',
      accent: 'green',
      radius: 'none',
      font: 'rounded',
      overlayBlur: 'large',
    } as const
    saveAppearance(storage, chosen)
    expect(loadAppearance(storage)).toEqual(chosen)
    storage.setItem(appearanceStorageKey, JSON.stringify({ ...chosen, accent: 'teal', radius: 3 }))
    expect(loadAppearance(storage)).toEqual({ ...chosen, accent: 'purple', radius: 'medium' })
  })

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(loadAppearance(broken)).toEqual(defaultAppearance)
    expect(() => saveAppearance(broken, defaultAppearance)).not.toThrow()
  })

  it('resolves the system mode', () => {
    expect(resolveColorMode('system', true)).toBe('dark')
    expect(resolveColorMode('system', false)).toBe('light')
    expect(resolveColorMode('light', true)).toBe('light')
  })
})
