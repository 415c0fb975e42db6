/** Past this, work waits no longer: a page that never paints anything contentful still gets on with it. */
export const firstPaintTimeoutMs = 3000

type PaintWatch = {
  document: Pick<Document, 'visibilityState'>
  /** Calls back once with the first contentful paint, if the browser reports paints; returns a stop function. */
  observeFirstContentfulPaint: (onPaint: () => void) => (() => void) | undefined
  setTimeout: (callback: () => void, ms: number) => unknown
}

/**
 * Resolves once the page has shown its first content (the browser's first-contentful-paint entry, which
 * arrives once that frame is on screen), or after `firstPaintTimeoutMs`; at once in a hidden tab (it
 * paints nothing) and in a browser that does not report paints. Exported for tests; the app uses
 * `afterFirstPaint`.
 */
export function waitForFirstPaint(watch: PaintWatch): Promise<void> {
  return new Promise((resolve) => {
    if (watch.document.visibilityState === 'hidden') {
      resolve()
      return
    }
    let stop: (() => void) | undefined
    const done = () => {
      stop?.()
      resolve()
    }
    stop = watch.observeFirstContentfulPaint(done)
    if (stop) watch.setTimeout(done, firstPaintTimeoutMs)
    else resolve()
  })
}

function observeFirstContentfulPaint(onPaint: () => void): (() => void) | undefined {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return undefined
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) onPaint()
  })
  // buffered: the paint may already be behind us.
  observer.observe({ type: 'paint', buffered: true })
  return () => observer.disconnect()
}

let firstPaint: Promise<void> | undefined

/**
 * Work the first paint does not need — downloading and compiling viem, reading the chain — waits for it,
 * so a slow phone spends its first seconds showing the Safe rather than on code for what comes next.
 */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= waitForFirstPaint({
    document,
    observeFirstContentfulPaint,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  })
  return firstPaint
}
