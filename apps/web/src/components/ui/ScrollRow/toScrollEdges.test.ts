import { describe, expect, it } from 'vitest'
import { toCenteredScrollLeft, toEdgeMask, toScrollEdges } from './toScrollEdges.ts'

describe('toScrollEdges', () => {
  it('hides nothing when the row fits', () => {
    expect(toScrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({
      start: false,
      end: false,
    })
  })

  it('hides the end at the start, both in the middle, the start at the end', () => {
    expect(toScrollEdges({ scrollLeft: 0, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: false,
      end: true,
    })
    expect(toScrollEdges({ scrollLeft: 150, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: true,
      end: true,
    })
    expect(toScrollEdges({ scrollLeft: 300, scrollWidth: 600, clientWidth: 300 })).toEqual({
      start: true,
      end: false,
    })
  })

  it('ignores a pixel of rounding', () => {
    expect(toScrollEdges({ scrollLeft: 0.5, scrollWidth: 300.5, clientWidth: 300 })).toEqual({
      start: false,
      end: false,
    })
  })
})

describe('toEdgeMask', () => {
  it('fades only the ends that hide content', () => {
    expect(toEdgeMask({ start: false, end: false })).toBeUndefined()
    expect(toEdgeMask({ start: false, end: true })).toBe(
      'linear-gradient(to right, #000, #000 calc(100% - 2rem), transparent)',
    )
    expect(toEdgeMask({ start: true, end: true })).toBe(
      'linear-gradient(to right, transparent, #000 2rem, #000 calc(100% - 2rem), transparent)',
    )
  })
})

describe('toCenteredScrollLeft', () => {
  it('centres an item that sits past the right edge', () => {
    // A 300 px row at x=10 scrolled to 0; the item is 100 px wide at x=410 (400 px into the content).
    expect(
      toCenteredScrollLeft({ row: { left: 10, width: 300 }, item: { left: 410, width: 100 }, scrollLeft: 0 }),
    ).toBe(300)
  })

  it('never asks for a negative position', () => {
    expect(
      toCenteredScrollLeft({ row: { left: 0, width: 300 }, item: { left: 0, width: 80 }, scrollLeft: 0 }),
    ).toBe(0)
  })
})
