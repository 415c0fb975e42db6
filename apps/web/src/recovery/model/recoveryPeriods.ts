/** Units a review window or an expiry is chosen in; the Delay counts seconds. */
export const periodUnits = ['minutes', 'hours', 'days'] as const
export type PeriodUnit = (typeof periodUnits)[number]

const unitSeconds: Record<PeriodUnit, bigint> = { minutes: 60n, hours: 3_600n, days: 86_400n }

/** The review windows the leading product offers, in days; anything else is "custom". */
export const reviewWindowPresetDays = [2, 7, 14, 28] as const
/** Expiry choices in days after the window; 0 = never. */
export const expiryPresetDays = [0, 7, 14, 28] as const

export type Period = { amount: number; unit: PeriodUnit }

export function toSeconds({ amount, unit }: Period): bigint {
  return BigInt(Math.round(amount)) * unitSeconds[unit]
}

/** The largest unit that says a number of seconds exactly, for showing and for prefilling an edit. */
export function toPeriod(seconds: bigint): Period | { amount: number; unit: 'seconds' } {
  for (const unit of ['days', 'hours', 'minutes'] as const) {
    if (seconds > 0n && seconds % unitSeconds[unit] === 0n) {
      return { amount: Number(seconds / unitSeconds[unit]), unit }
    }
  }
  return { amount: Number(seconds), unit: 'seconds' }
}

/** A whole number of at least `minimum`, or undefined (the form says what is wrong). */
export function parsePeriodAmount(text: string, minimum = 0): number | undefined {
  if (!/^\d{1,6}$/.test(text.trim())) return undefined
  const amount = Number(text.trim())
  return amount >= minimum ? amount : undefined
}
