/** One Server-Sent Events frame (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export function formatEvent(event: string, data: unknown): string {
  // JSON.stringify never emits raw newlines, so the data fits on one `data:` line.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

/** A comment line: ignored by EventSource, but keeps idle connections alive through proxies. */
export const pingFrame = ': ping\n\n'

/** Tells EventSource how long to wait before reconnecting after the stream drops. */
export function retryFrame(milliseconds: number): string {
  return `retry: ${milliseconds}\n\n`
}
