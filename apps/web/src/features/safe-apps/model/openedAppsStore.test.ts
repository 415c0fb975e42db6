import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useOpenedApps } from './openedAppsStore.ts'

const url = 'https://apps.example.org/mine'

describe('useOpenedApps', () => {
  it('remembers which unlisted apps were opened after the warning', () => {
    const { result } = renderHook(() => useOpenedApps())
    expect(result.current.opened.has(url)).toBe(false)
    act(() => result.current.markOpened(url))
    act(() => result.current.markOpened(url))
    expect([...result.current.opened]).toEqual([url])
  })
})
