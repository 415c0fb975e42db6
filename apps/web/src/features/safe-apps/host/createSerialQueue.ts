/**
 * Runs tasks one after another. An app may fire several requests that each need the person (two
 * transactions, a permission prompt): they are shown in order, never one dialog replacing another.
 */
export function createSerialQueue(): { run<T>(task: () => Promise<T>): Promise<T> } {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    run(task) {
      const result = tail.then(task)
      // The next task waits for this one to settle, whichever way it goes.
      tail = result.catch(() => undefined)
      return result
    },
  }
}
