import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { customAppsStorageKey, useCustomApps } from './customAppsStore.ts'

const url = 'https://apps.example.org/mine'

describe('useCustomApps', () => {
  it('keeps custom apps per chain, one per URL, and drops unreadable entries', () => {
    localStorage.setItem(
      customAppsStorageKey('31337'),
      JSON.stringify([
        { url: 'javascript:alert(1)', name: 'x' },
        { url: `${url}/`, name: 'Old', description: 'd', iconUrl: null },
      ]),
    )
    const { result } = renderHook(() => useCustomApps('31337'))
    expect(result.current.apps).toEqual([{ url, name: 'Old', description: 'd', iconUrl: null }])
    act(() => result.current.add({ url, name: 'Mine', description: 'My app', iconUrl: null }))
    expect(result.current.apps.map((app) => app.name)).toEqual(['Mine'])
    act(() => result.current.remove(url))
    expect(result.current.apps).toEqual([])
  })
})
