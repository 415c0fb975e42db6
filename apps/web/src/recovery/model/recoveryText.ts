import type { Address } from 'viem'
import { t } from '../i18n/t.ts'
import type { RecoveryDraftProblem } from './buildRecoveryDrafts.ts'
import { toPeriod } from './recoveryPeriods.ts'

/** "7 days", "1 hour", "90 seconds". */
export function describePeriod(seconds: bigint): string {
  const period = toPeriod(seconds)
  if (period.amount === 1 && period.unit !== 'seconds') {
    return t(
      period.unit === 'days'
        ? 'recovery.period_day'
        : period.unit === 'hours'
          ? 'recovery.period_hour'
          : 'recovery.period_minute',
    )
  }
  return t(`recovery.period_${period.unit}`, { count: period.amount })
}

/**
 * A review window as its own noun phrase, "a 7-day review window", "an 8-hour review window": the plural
 * ("7 days review window") reads wrong before a noun.
 */
export function describeReviewWindow(seconds: bigint): string {
  const period = toPeriod(seconds)
  const length = t(`recovery.window_${period.unit}`, { count: period.amount })
  return t('recovery.review_window_phrase', { article: articleFor(period.amount), length })
}

/** "an" before a number said with a vowel first: 8, 11, 18, 80…89, 800…, 11 000… */
function articleFor(amount: number): string {
  const digits = String(amount)
  const vowel =
    digits.startsWith('8') ||
    (digits.length % 3 === 2 && (digits.startsWith('11') || digits.startsWith('18')))
  return vowel ? 'an' : 'a'
}

/** The expiry in words: "Never" for 0. */
export function describeExpiry(seconds: bigint): string {
  return seconds === 0n ? t('recovery.never') : describePeriod(seconds)
}

/** The recoverers as a title names them: the first, and how many more. */
export function describeRecoverers(
  recoverers: readonly Address[],
  nameOf: (address: Address) => string,
): string {
  const [first, ...rest] = recoverers
  if (!first) return ''
  return rest.length === 0
    ? nameOf(first)
    : t('recovery.and_others', { first: nameOf(first), count: rest.length })
}

export function recoveryProblemText(
  problem: RecoveryDraftProblem,
  nameOf: (address: Address) => string,
): string {
  switch (problem.code) {
    case 'invalid_recoverer':
    case 'duplicate_recoverer':
      return t(`recovery.problems.${problem.code}`, { recoverer: nameOf(problem.recoverer) })
    default:
      return t(`recovery.problems.${problem.code}`)
  }
}

/** Time left in words, coarse: "3 days 4 h", "2 h 5 min", "9 min", "40 s". */
export function describeTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const days = Math.floor(s / 86_400)
  const hours = Math.floor((s % 86_400) / 3_600)
  const minutes = Math.floor((s % 3_600) / 60)
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`
  if (minutes > 0) return `${minutes} min`
  return `${s} s`
}
