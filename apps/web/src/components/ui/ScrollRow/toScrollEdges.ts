/** Which ends of a sideways-scrolling row hide content: where a fade says "there is more this way". */
export type ScrollEdges = { start: boolean; end: boolean }

/** Measured in CSS pixels; a pixel of rounding (zoom, fractional widths) does not count as hidden content. */
export function toScrollEdges({
  scrollLeft,
  scrollWidth,
  clientWidth,
}: {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}): ScrollEdges {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 }
}

/** A mask that fades the row out at each end that hides content; none when everything shows. */
export function toEdgeMask({ start, end }: ScrollEdges, fade = '2rem'): string | undefined {
  if (!start && !end) return undefined
  return `linear-gradient(to right, ${start ? `transparent, #000 ${fade}` : '#000'}, ${end ? `#000 calc(100% - ${fade}), transparent` : '#000'})`
}

/**
 * The scroll position that brings `item` into the middle of `row` (clamped by the browser), from their
 * boxes on screen: the item's offset inside the scrolled content, less half the space around it.
 */
export function toCenteredScrollLeft({
  row,
  item,
  scrollLeft,
}: {
  row: { left: number; width: number }
  item: { left: number; width: number }
  scrollLeft: number
}): number {
  return Math.max(0, scrollLeft + item.left - row.left - (row.width - item.width) / 2)
}
