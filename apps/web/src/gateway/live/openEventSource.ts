export type LiveSourceHandlers = {
  onOpen: () => void
  /** The `data` of one `event: change`. */
  onChange: (data: string) => void
  onError: () => void
}

/** An open push connection; closing it stops every handler. */
export type LiveSource = { close: () => void }

export type OpenLiveSource = (url: string, handlers: LiveSourceHandlers) => LiveSource

/** The browser's EventSource behind the small interface the live updates need (and tests fake). */
export const openEventSource: OpenLiveSource = (url, handlers) => {
  if (typeof EventSource === 'undefined') {
    // No push in this environment (an old WebView, jsdom): report it like a failed connection.
    let closed = false
    queueMicrotask(() => {
      if (!closed) handlers.onError()
    })
    return {
      close: () => {
        closed = true
      },
    }
  }
  const source = new EventSource(url)
  source.onopen = () => handlers.onOpen()
  source.onerror = () => handlers.onError()
  source.addEventListener('change', (event) => handlers.onChange(event.data))
  return { close: () => source.close() }
}
