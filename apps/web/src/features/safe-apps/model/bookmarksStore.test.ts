import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { bookmarksStorageKey, useBookmarks } from './bookmarksStore.ts'

const url = 'https://apps.example.org/mine'

describe('useBookmarks', () => {
  it('keeps bookmarks per chain', () => {
    const { result } = renderHook(() => useBookmarks('31337'))
    act(() => result.current.toggle(url))
    expect(result.current.bookmarks.has(url)).toBe(true)
    expect(JSON.parse(localStorage.getItem(bookmarksStorageKey('31337')) ?? '[]')).toEqual([url])
    expect(localStorage.getItem(bookmarksStorageKey('1'))).toBeNull()
    act(() => result.current.toggle(url))
    expect(result.current.bookmarks.size).toBe(0)
  })
})
