/** A sleep that `wake()` cuts short: the loop naps between polls and a new head wakes it at once. */
export function createWaker() {
  let pending: (() => void) | undefined
  let woken = false
  return {
    sleep(ms: number): Promise<void> {
      if (woken) {
        woken = false
        return Promise.resolve()
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms)
        function done() {
          clearTimeout(timer)
          pending = undefined
          resolve()
        }
        pending = done
      })
    },
    wake(): void {
      if (pending) pending()
      else woken = true
    },
  }
}
