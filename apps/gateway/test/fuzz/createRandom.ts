/**
 * A small seeded PRNG (mulberry32) for the fuzz test: the same seed gives the same requests, so a failure
 * found once is found again. Not for anything secret.
 */
export type Random = {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [0, maxExclusive). */
  int(maxExclusive: number): number
  /** True with probability `p`. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** `bytes` random bytes as lower-case hex, without 0x. */
  hex(bytes: number): string
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (maxExclusive: number) => Math.floor(next() * maxExclusive)
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[int(items.length)]
      if (item === undefined) throw new Error('pick() needs a non-empty list')
      return item
    },
    hex: (bytes) => Array.from({ length: bytes }, () => int(256).toString(16).padStart(2, '0')).join(''),
  }
}

/**
 * The seed of request number `index` of a run seeded with `seed` (a 32-bit mix of both): each request can
 * be generated again on its own, without generating the ones before it.
 */
export function deriveSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}
