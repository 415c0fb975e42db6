import { describe, expect, it } from 'vitest'
import { createCoalescer } from './createCoalescer.ts'

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('createCoalescer', () => {
  it('runs one load per key while it is in flight, and a new one after it settles', async () => {
    const coalesce = createCoalescer<number>()
    let loads = 0
    const pending = deferred<number>()
    const load = () => {
      loads += 1
      return pending.promise
    }
    const waiters = [coalesce('a', load), coalesce('a', load), coalesce('a', load)]
    const other = coalesce('b', async () => 7)
    pending.resolve(1)
    expect(await Promise.all(waiters)).toEqual([1, 1, 1])
    expect(await other).toBe(7)
    expect(loads).toBe(1)
    expect(await coalesce('a', async () => 2)).toBe(2)
  })

  it('gives every waiter the failure and does not keep it', async () => {
    const coalesce = createCoalescer<number>()
    const pending = deferred<number>()
    const waiters = [coalesce('a', () => pending.promise), coalesce('a', () => pending.promise)]
    pending.reject(new Error('node down'))
    for (const waiter of waiters) await expect(waiter).rejects.toThrow('node down')
    expect(await coalesce('a', async () => 3)).toBe(3)
  })

  it('turns a load that throws synchronously into a rejection', async () => {
    const coalesce = createCoalescer<number>()
    await expect(
      coalesce('a', () => {
        throw new Error('bad key')
      }),
    ).rejects.toThrow('bad key')
    expect(await coalesce('a', async () => 4)).toBe(4)
  })
})
