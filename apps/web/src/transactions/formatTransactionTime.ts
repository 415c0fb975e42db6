import { t } from './i18n/t.ts'

const cache = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let found = cache.get(key)
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, { timeZone, ...options })
    cache.set(key, found)
  }
  return found
}

/** "14:32": a row's time of day, in the zone the list is grouped by. */
export function formatTimeOfDay(timestamp: number, timeZone: string): string {
  return formatter(timeZone, { hour: '2-digit', minute: '2-digit' }).format(timestamp)
}

/** "21 Nov 2026, 14:32:05": a moment in full, for details. */
export function formatDateTime(timestamp: number, timeZone: string): string {
  return formatter(timeZone, { dateStyle: 'medium', timeStyle: 'medium' }).format(timestamp)
}

/** A date label: "Today", "Yesterday", else the weekday and date. */
export function formatDayLabel(timestamp: number, timeZone: string, now: number = Date.now()): string {
  const day = formatter(timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' })
  const labelDay = day.format(timestamp)
  if (labelDay === day.format(now)) return t('history.today')
  if (labelDay === day.format(now - 86_400_000)) return t('history.yesterday')
  return formatter(timeZone, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' }).format(
    timestamp,
  )
}
