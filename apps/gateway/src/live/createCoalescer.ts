/**
 * Shares one load per key among the callers that ask for it while it runs: a burst of identical requests
 * costs one set of chain reads. The key is forgotten as soon as the load settles, so a failure is never
 * kept — every caller waiting on it gets the same error, and the next caller starts a fresh load.
 */
export type Coalescer<T> = (key: string, load: () => Promise<T>) => Promise<T>

export function createCoalescer<T>(): Coalescer<T> {
  const inFlight = new Map<string, Promise<T>>()
  return (key, load) => {
    const running = inFlight.get(key)
    if (running) return running
    // `load` runs inside the promise chain, so one that throws synchronously rejects like any other.
    const promise = Promise.resolve()
      .then(load)
      .finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }
}
