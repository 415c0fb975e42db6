import { describe, expect, it } from 'vitest'
import { createMemorySafeChangeBus } from './safeChanges.ts'
import { createSafeScopedCache } from './safeScopedCache.ts'

const safe = '0x399c61b017A871181d8B6C418c93a8bB361E3Db8'
const scope = { chainId: 1, safe }

describe('createSafeScopedCache', () => {
  it('reuses a value until the Safe changes or the TTL passes', async () => {
    const bus = createMemorySafeChangeBus()
    let time = 0
    const cache = createSafeScopedCache<number>(bus, { ttlMs: 1000, now: () => time })
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get(scope, 'count', compute)).toBe(1)
    expect(await cache.get(scope, 'count', compute)).toBe(1)
    await bus.publish([{ chainId: 1, safe: safe.toLowerCase(), kinds: ['history'] }])
    expect(await cache.get(scope, 'count', compute)).toBe(2)
    await bus.publish([{ chainId: 2, safe, kinds: ['history'] }])
    expect(await cache.get(scope, 'count', compute)).toBe(2)
    time = 1001
    expect(await cache.get(scope, 'count', compute)).toBe(3)
    cache.close()
  })

  it('keeps values of one Safe apart by key and forgets them all when it changes', async () => {
    const bus = createMemorySafeChangeBus()
    const cache = createSafeScopedCache<string>(bus)
    expect(await cache.get(scope, 'a', async () => 'a1')).toBe('a1')
    expect(await cache.get(scope, 'b', async () => 'b1')).toBe('b1')
    expect(await cache.get(scope, 'a', async () => 'a2')).toBe('a1')
    await bus.publish([{ chainId: 1, safe, kinds: ['safe'] }])
    expect(await cache.get(scope, 'a', async () => 'a3')).toBe('a3')
    expect(await cache.get(scope, 'b', async () => 'b3')).toBe('b3')
  })

  it('does not keep a value computed while the Safe changed', async () => {
    const bus = createMemorySafeChangeBus()
    const cache = createSafeScopedCache<number>(bus)
    const first = await cache.get(scope, 'count', async () => {
      await bus.publish([{ chainId: 1, safe, kinds: ['history'] }])
      return 1
    })
    expect(first).toBe(1)
    expect(await cache.get(scope, 'count', async () => 2)).toBe(2)
  })

  it('shares one computation among identical requests that arrive while it runs', async () => {
    const bus = createMemorySafeChangeBus()
    const cache = createSafeScopedCache<number>(bus)
    let computed = 0
    let finish: () => void = () => {}
    const compute = () =>
      new Promise<number>((resolve) => {
        computed += 1
        finish = () => resolve(computed)
      })
    const requests = [cache.get(scope, 'page', compute), cache.get(scope, 'page', compute)]
    await Promise.resolve()
    finish()
    expect(await Promise.all(requests)).toEqual([1, 1])
    expect(computed).toBe(1)
  })

  it('does not hand a request that arrives after a change the computation started before it', async () => {
    const bus = createMemorySafeChangeBus()
    const cache = createSafeScopedCache<string>(bus)
    let finishOld: (value: string) => void = () => {}
    const old = cache.get(scope, 'page', () => new Promise<string>((resolve) => (finishOld = resolve)))
    await bus.publish([{ chainId: 1, safe, kinds: ['messages'] }])
    const fresh = cache.get(scope, 'page', async () => 'new')
    finishOld('old')
    expect(await old).toBe('old')
    expect(await fresh).toBe('new')
    expect(await cache.get(scope, 'page', async () => 'newer')).toBe('new')
  })

  it('ends an entry at its own deadline when that comes before the TTL', async () => {
    const bus = createMemorySafeChangeBus()
    let time = 0
    const cache = createSafeScopedCache<number>(bus, { ttlMs: 1000, now: () => time })
    let computed = 0
    const compute = async () => ++computed
    const deadline = () => 100
    expect(await cache.get(scope, 'recovery', compute, deadline)).toBe(1)
    time = 99
    expect(await cache.get(scope, 'recovery', compute, deadline)).toBe(1)
    time = 100
    expect(await cache.get(scope, 'recovery', compute, deadline)).toBe(2)
  })
})
