/** A dialog opened for one request: the app's answer, and the moment the owner closes the dialog. */
export type HostDialog<T> = { answer: Promise<T>; closed: Promise<void> }

/**
 * Opens the dialogs an app asks for one after another (two transactions, a message, a permission prompt).
 * The app hears its answer as soon as the owner gives it (a proposal's safeTxHash), but the next request's
 * dialog opens only once this one is closed: it never lands on, or replaces, the previous one's finished
 * screen, so every request gets a review of its own.
 */
export function createDialogQueue(): {
  ask<T>(open: () => HostDialog<T> | Promise<HostDialog<T>>): Promise<T>
} {
  let tail: Promise<unknown> = Promise.resolve()
  return {
    ask(open) {
      const dialog = tail.then(open)
      // The next dialog waits for this one to close, however it ends (or if it never opened).
      tail = dialog.then((opened) => opened.closed).catch(() => undefined)
      return dialog.then((opened) => opened.answer)
    },
  }
}

/** A dialog whose answer and closing the opener reports; closing before answering is `onUnanswered`'s error. */
export function createHostDialog<T>(onUnanswered: () => Error): {
  dialog: HostDialog<T>
  answer: (value: T) => void
  close: () => void
} {
  let answered = false
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined
  let markClosed: (() => void) | undefined
  const answer = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve
  })
  return {
    dialog: { answer, closed },
    answer: (value) => {
      answered = true
      settle?.resolve(value)
    },
    close: () => {
      if (!answered) settle?.reject(onUnanswered())
      markClosed?.()
    },
  }
}
