import { describe, expect, it } from 'vitest'
import { createMemorySafeChangeBus } from '../../live/safeChanges.ts'
import { createHistoryCountCache } from './historyCountCache.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const key = { chainId: 1, safe, trusted: true }

describe('createHistoryCountCache', () => {
  it('reuses a count until the Safe changes or the TTL passes', async () => {
    const bus = createMemorySafeChangeBus()
    let time = 0
    const cache = createHistoryCountCache(bus, { ttlMs: 1000, now: () => time })
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get(key, compute)).toBe(1)
    expect(await cache.get(key, compute)).toBe(1)
    await bus.publish([{ chainId: 1, safe: safe.toLowerCase(), kinds: ['history'] }])
    expect(await cache.get(key, compute)).toBe(2)
    await bus.publish([{ chainId: 2, safe, kinds: ['history'] }])
    expect(await cache.get(key, compute)).toBe(2)
    time = 1001
    expect(await cache.get(key, compute)).toBe(3)
    cache.close()
  })

  it('does not keep a count computed while the Safe changed', async () => {
    const bus = createMemorySafeChangeBus()
    const cache = createHistoryCountCache(bus)
    const first = await cache.get(key, async () => {
      await bus.publish([{ chainId: 1, safe, kinds: ['history'] }])
      return 1
    })
    expect(first).toBe(1)
    expect(await cache.get(key, async () => 2)).toBe(2)
  })
})
