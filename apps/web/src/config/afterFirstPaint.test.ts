import { describe, expect, it, vi } from 'vitest'
import { firstPaintTimeoutMs, waitForFirstPaint } from './afterFirstPaint.ts'

function settled(promise: Promise<void>): Promise<boolean> {
  let done = false
  void promise.then(() => {
    done = true
  })
  return new Promise((resolve) => setTimeout(() => resolve(done), 0))
}

describe('waitForFirstPaint', () => {
  it('resolves at once in a hidden tab, which paints nothing', async () => {
    const observe = vi.fn(() => undefined)
    const wait = waitForFirstPaint({
      document: { visibilityState: 'hidden' },
      observeFirstContentfulPaint: observe,
      setTimeout: vi.fn(),
    })
    expect(await settled(wait)).toBe(true)
    expect(observe).not.toHaveBeenCalled()
  })

  it('waits for the first contentful paint, then stops watching', async () => {
    let paint: () => void = () => {}
    const stop = vi.fn()
    const wait = waitForFirstPaint({
      document: { visibilityState: 'visible' },
      observeFirstContentfulPaint: (onPaint) => {
        paint = onPaint
        return stop
      },
      setTimeout: vi.fn(),
    })
    expect(await settled(wait)).toBe(false)
    paint()
    expect(await settled(wait)).toBe(true)
    expect(stop).toHaveBeenCalled()
  })

  it('does not wait in a browser that does not report paints', async () => {
    const wait = waitForFirstPaint({
      document: { visibilityState: 'visible' },
      observeFirstContentfulPaint: () => undefined,
      setTimeout: vi.fn(),
    })
    expect(await settled(wait)).toBe(true)
  })

  it('gives up waiting after a while when no contentful paint comes', async () => {
    let timeout: () => void = () => {}
    const setTimeout = vi.fn((callback: () => void) => {
      timeout = callback
    })
    const wait = waitForFirstPaint({
      document: { visibilityState: 'visible' },
      observeFirstContentfulPaint: () => () => {},
      setTimeout,
    })
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), firstPaintTimeoutMs)
    expect(await settled(wait)).toBe(false)
    timeout()
    expect(await settled(wait)).toBe(true)
  })
})
