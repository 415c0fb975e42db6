/**
 * A `Retry-After` header (RFC 9110 §10.2.3) as milliseconds from `now`: delay-seconds or an HTTP date.
 * Undefined when absent or unreadable, so the caller keeps its own backoff; capped at a day so a push
 * service cannot park a delivery forever.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const trimmed = value.trim()
  const maxMs = 24 * 60 * 60 * 1000
  if (/^\d{1,10}$/.test(trimmed)) return Math.min(Number(trimmed) * 1000, maxMs)
  // An HTTP date names its day or month in letters; Date.parse alone would also take '-5' as a year.
  const date = /[a-z]{3}/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN
  if (Number.isNaN(date)) return undefined
  return Math.min(Math.max(date - now, 0), maxMs)
}
