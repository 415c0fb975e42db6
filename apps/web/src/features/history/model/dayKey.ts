const formatters = new Map<string, Intl.DateTimeFormat>()

/**
 * The calendar day of a moment in a time zone, as `YYYY-MM-DD`: the gateway groups history by the
 * same day (§6.8, step 3), so the app can tell two labels of one day apart from two days.
 */
export function dayKey(timestamp: number, timeZone: string): string {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(timestamp)
}
