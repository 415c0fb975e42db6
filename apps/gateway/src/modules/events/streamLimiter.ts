export type StreamLimiter = {
  /**
   * Takes a slot for one more stream of `client`: the function that gives it back (safe to call more
   * than once), or undefined when the client already holds `max` streams.
   */
  tryOpen(client: string): (() => void) | undefined
  /** Streams `client` holds open now. */
  openCount(client: string): number
}

/**
 * Counts open streams per client address, so one client cannot hold every connection (and a listener on
 * the change bus for each) the process can keep. Per process, like the streams themselves.
 */
export function createStreamLimiter(max: number): StreamLimiter {
  const open = new Map<string, number>()
  return {
    tryOpen(client) {
      const count = open.get(client) ?? 0
      if (count >= max) return undefined
      open.set(client, count + 1)
      let released = false
      return () => {
        if (released) return
        released = true
        const left = (open.get(client) ?? 1) - 1
        if (left > 0) open.set(client, left)
        else open.delete(client)
      }
    },
    openCount: (client) => open.get(client) ?? 0,
  }
}
